import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import type { Brand, BrandFormValues } from "./types";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export function useBrandForm(action: "create" | "edit") {
  return useForm<Brand, HttpError, BrandFormValues>({
    resource: "brands",
    action,
    redirect: "show",
    warnWhenUnsavedChanges: true,
  });
}
