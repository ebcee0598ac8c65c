import { recordFormHook } from "@/components/crud/record-form-hook";
import { loyaltyWrite, type Loyalty, type LoyaltyFormValues } from "../schema/loyalty";

/**
 * One hook for create and edit: Refine's form with server field errors and the unsaved-changes
 * warning; an emptied optional field is sent as null (the schema says which).
 */
export const useLoyaltyForm = recordFormHook<Loyalty, LoyaltyFormValues>({
  resource: "loyalty",
  idField: "loyaltyId",
  schema: loyaltyWrite,
});
