import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import type { Category, CategoryFormValues } from "./types";

export function useCategoryForm(action: "create" | "edit") {
  return useForm<Category, HttpError, CategoryFormValues>({
    resource: "categories",
    action,
    redirect: "list",
    warnWhenUnsavedChanges: true,
  });
}
