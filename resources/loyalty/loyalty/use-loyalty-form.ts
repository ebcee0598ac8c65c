import { useRecordForm } from "@/components/crud/use-record-form";
import { loyaltyWrite, type Loyalty, type LoyaltyFormValues } from "../schema/loyalty";

/**
 * One hook for create and edit: Refine's form with server field errors and the unsaved-changes
 * warning; an emptied optional field is sent as null (the schema says which).
 */
export const useLoyaltyForm = (action: "create" | "edit") =>
  useRecordForm<Loyalty, LoyaltyFormValues>({
    action,
    resource: "loyalty",
    idField: "loyaltyId",
    schema: loyaltyWrite,
  });
