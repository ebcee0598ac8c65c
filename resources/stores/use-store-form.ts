import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useShowRedirect } from "@/components/crud/use-show-redirect";
import type { Store, StoreFormValues } from "./types";

/** One hook for create and edit: server field errors on fields, unsaved-changes warning. */
export function useStoreForm(action: "create" | "edit") {
  const afterSave = useShowRedirect("stores", "storeId");
  return useForm<Store, HttpError, StoreFormValues>({
    action,
    redirect: false,
    ...afterSave,
    warnWhenUnsavedChanges: true,
  });
}
