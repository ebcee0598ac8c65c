import { useRecordForm } from "@/components/crud/use-record-form";
import type { Loyalty, LoyaltyFormValues } from "../schema/loyalty";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const useLoyaltyForm = (action: "create" | "edit") =>
  useRecordForm<Loyalty, LoyaltyFormValues>({ action, resource: "loyalty", idField: "loyaltyId" });
