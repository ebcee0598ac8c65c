import { recordFormHook } from "@/components/crud/record-form-hook";
import { voucherWrite, type Voucher, type VoucherFormValues } from "../schema/voucher";

/**
 * One hook for create and edit: Refine's form with server field errors and the unsaved-changes
 * warning; an emptied cap, minimum spend, limit or description is sent as null (none).
 */
export const useVoucherForm = recordFormHook<Voucher, VoucherFormValues>({
  resource: "vouchers",
  idField: "voucherId",
  schema: voucherWrite,
});
