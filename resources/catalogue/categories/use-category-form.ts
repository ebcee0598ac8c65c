import { useRecordForm } from "@/components/crud/use-record-form";
import type { Category, CategoryFormValues } from "../schema/category";

export const useCategoryForm = (action: "create" | "edit") =>
  useRecordForm<Category, CategoryFormValues>({
    action,
    resource: "categories",
    idField: "categoryId",
  });
