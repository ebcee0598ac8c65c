/**
 * A channel's type, fee and amounts in words, in a module of their own without React: the pages that
 * show them and the list's CSV export (written in a worker, without React) read them here.
 */
import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import type { ChannelFee, ChannelType } from "../schema/payment-rules";
import { formatNumber, formatRupiah } from "@/lib/format";

/** The channel type in the interface language (static keys). */
export const channelTypeLabel = valueLabel<ChannelType>({
  VIRTUAL_ACCOUNT: "payments:channels.types.VIRTUAL_ACCOUNT",
  E_WALLET: "payments:channels.types.E_WALLET",
  QRIS: "payments:channels.types.QRIS",
  CARD: "payments:channels.types.CARD",
  MANUAL_TRANSFER: "payments:channels.types.MANUAL_TRANSFER",
  PAY_AT_STORE: "payments:channels.types.PAY_AT_STORE",
});

/** "Rp 2.000 + 2,9%", "Rp 4.000", "2%" or "No fee" (numbers the Indonesian way, as every page writes them). */
export function feeText(t: TFunction, fee: ChannelFee): string {
  const fixed = fee.feeFixed > 0 ? formatRupiah(fee.feeFixed) : "";
  const percent = fee.feePercent > 0 ? `${formatNumber(fee.feePercent)}%` : "";
  if (fixed && percent) return `${fixed} + ${percent}`;
  return fixed || percent || t("payments:channels.noFee");
}

/** "Rp 10.000 – Rp 50.000.000", or "From Rp 10.000" without a maximum. */
export function amountRangeText(
  t: TFunction,
  { minAmount, maxAmount }: { minAmount: number; maxAmount: number | null },
): string {
  return maxAmount === null
    ? t("payments:channels.amountFrom", { min: formatRupiah(minAmount) })
    : `${formatRupiah(minAmount)} – ${formatRupiah(maxAmount)}`;
}
