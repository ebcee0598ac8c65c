/**
 * A voucher's status and discount in words, in a module of their own without React: the pages that
 * name them and the list's CSV export (written in a worker, without React) read them here.
 */
import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import type { DiscountType, VoucherStatus } from "../schema/voucher-rules";
import { formatNumber, formatRupiah } from "@/lib/format";
import { VOUCHER_STATUS_KEYS } from "./label-keys";

/** Static translation keys only: one `case` per known value. */
export const statusLabel = valueLabel<VoucherStatus>(VOUCHER_STATUS_KEYS);

export const discountTypeLabel = valueLabel<DiscountType>({
  PERCENTAGE: "promotions:vouchers.discountType.PERCENTAGE",
  FIXED: "promotions:vouchers.discountType.FIXED",
  FREE_SHIPPING: "promotions:vouchers.discountType.FREE_SHIPPING",
});

/** "25% (up to Rp 250.000)", "Rp 50.000", "Free shipping". */
export function discountText(
  t: TFunction,
  voucher: { discountType: DiscountType; discountValue: number; maxDiscount: number | null },
): string {
  switch (voucher.discountType) {
    case "PERCENTAGE":
      return voucher.maxDiscount
        ? t("promotions:vouchers.discount.percentCapped", {
            value: formatNumber(voucher.discountValue),
            cap: formatRupiah(voucher.maxDiscount),
          })
        : t("promotions:vouchers.discount.percent", { value: formatNumber(voucher.discountValue) });
    case "FIXED":
      return formatRupiah(voucher.discountValue);
    default:
      return t("promotions:vouchers.discountType.FREE_SHIPPING");
  }
}
