import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useShowRedirect } from "@/components/crud/use-show-redirect";
import type { Category, CategoryFormValues } from "./types";

export function useCategoryForm(action: "create" | "edit") {
  const afterSave = useShowRedirect("categories", "categoryId");
  return useForm<Category, HttpError, CategoryFormValues>({
    action,
    redirect: false,
    ...afterSave,
    warnWhenUnsavedChanges: true,
  });
}
