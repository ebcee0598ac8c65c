import { recordFormHook } from "@/components/crud/record-form-hook";
import { storeFields, type Store, type StoreFormValues } from "../schema/store";

/**
 * One hook for create and edit: server field errors on fields (`address.city` on the address field),
 * unsaved-changes warning; an emptied optional field is sent as null.
 */
export const useStoreForm = recordFormHook<Store, StoreFormValues>({
  resource: "stores",
  idField: "storeId",
  schema: storeFields,
});
