import { useRecordForm } from "@/components/crud/use-record-form";
import { storeFields, type Store, type StoreFormValues } from "../schema/store";

/**
 * One hook for create and edit: server field errors on fields (`address.city` on the address field),
 * unsaved-changes warning; an emptied optional field is sent as null.
 */
export const useStoreForm = (action: "create" | "edit") =>
  useRecordForm<Store, StoreFormValues>({
    action,
    resource: "stores",
    idField: "storeId",
    schema: storeFields,
  });
