import { useRecordForm } from "@/components/crud/use-record-form";
import { categoryFields, type Category, type CategoryFormValues } from "../schema/category";

export const useCategoryForm = (action: "create" | "edit") =>
  useRecordForm<Category, CategoryFormValues>({
    action,
    resource: "categories",
    idField: "categoryId",
    schema: categoryFields,
  });
