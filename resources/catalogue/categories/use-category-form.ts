import { recordFormHook } from "@/components/crud/record-form-hook";
import { categoryFields, type Category, type CategoryFormValues } from "../schema/category";

export const useCategoryForm = recordFormHook<Category, CategoryFormValues>({
  resource: "categories",
  idField: "categoryId",
  schema: categoryFields,
});
