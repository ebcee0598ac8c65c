import { defineCsv } from "@/components/crud/csv-writers";
import type { Voucher } from "../schema/voucher";
import { discountText, discountTypeLabel, statusLabel } from "./voucher-labels";

/**
 * The voucher list's CSV cells (and its archive's, which has no status column), written in the
 * export's worker.
 */
export default defineCsv<Voucher>("vouchers", {
  // The brand's name alone: the list shows its code prefix beside it.
  brandName: (voucher) => voucher.brandName,
  // The kind of discount and its amount in one cell ("Percentage: 25% (up to Rp 250.000)").
  discountType: (voucher, { t }) =>
    `${discountTypeLabel(t, voucher.discountType)}: ${discountText(t, voucher)}`,
  status: (voucher, { t }) => statusLabel(t, voucher.status),
  // The number of uses alone: the list words it with the quota.
  used: (voucher) => String(voucher.used),
});
