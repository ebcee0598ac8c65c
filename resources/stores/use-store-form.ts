import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import type { Store, StoreFormValues } from "./types";

/** One hook for create and edit: server field errors on fields, unsaved-changes warning. */
export function useStoreForm(action: "create" | "edit") {
  return useForm<Store, HttpError, StoreFormValues>({
    resource: "stores",
    action,
    redirect: "show",
    warnWhenUnsavedChanges: true,
  });
}
