import { useRecordForm } from "@/components/crud/use-record-form";
import type { Voucher, VoucherFormValues } from "../schema/voucher";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const useVoucherForm = (action: "create" | "edit") =>
  useRecordForm<Voucher, VoucherFormValues>({ action, resource: "vouchers", idField: "voucherId" });
