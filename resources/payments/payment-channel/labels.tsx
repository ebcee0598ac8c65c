import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { ChannelFee, ChannelType } from "../schema/payment-rules";
import { formatNumber, formatRupiah } from "@/lib/format";

/** The channel type in the interface language (static keys). */
export function channelTypeLabel(t: TFunction, type: ChannelType | string): string {
  switch (type) {
    case "VIRTUAL_ACCOUNT":
      return t("payments:channels.types.VIRTUAL_ACCOUNT");
    case "E_WALLET":
      return t("payments:channels.types.E_WALLET");
    case "QRIS":
      return t("payments:channels.types.QRIS");
    case "CARD":
      return t("payments:channels.types.CARD");
    case "MANUAL_TRANSFER":
      return t("payments:channels.types.MANUAL_TRANSFER");
    case "PAY_AT_STORE":
      return t("payments:channels.types.PAY_AT_STORE");
    default:
      return type;
  }
}

const TYPE_COLOURS: Record<ChannelType, string> = {
  VIRTUAL_ACCOUNT: "blue",
  E_WALLET: "purple",
  QRIS: "cyan",
  CARD: "geekblue",
  MANUAL_TRANSFER: "gold",
  PAY_AT_STORE: "green",
};

export function ChannelTypeTag({ type }: { type: ChannelType }) {
  const { t } = useTranslation("payments");
  return <Tag color={TYPE_COLOURS[type]}>{channelTypeLabel(t, type)}</Tag>;
}

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
