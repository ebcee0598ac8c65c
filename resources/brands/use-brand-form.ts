import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useShowRedirect } from "@/components/crud/use-show-redirect";
import type { Brand, BrandFormValues } from "./types";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export function useBrandForm(action: "create" | "edit") {
  const afterSave = useShowRedirect("brands", "brandId");
  return useForm<Brand, HttpError, BrandFormValues>({
    action,
    redirect: false,
    ...afterSave,
    warnWhenUnsavedChanges: true,
  });
}
