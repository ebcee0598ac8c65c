import { useRecordForm } from "@/components/crud/use-record-form";
import type { Store, StoreFormValues } from "../schema/store";

/**
 * One hook for create and edit: server field errors on fields (`address.city` on the address field),
 * unsaved-changes warning.
 */
export const useStoreForm = (action: "create" | "edit") =>
  useRecordForm<Store, StoreFormValues>({ action, resource: "stores", idField: "storeId" });
