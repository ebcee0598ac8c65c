import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  CodeCharset,
  CodeState,
  DiscountType,
  VoucherChannel,
  VoucherAttention,
  VoucherScope,
  VoucherStatus,
} from "../schema/voucher-rules";
import { EXPIRY_WARNING_DAYS, FEW_USES_LEFT_PERCENT } from "../schema/voucher-rules";
import { formatNumber, formatRupiah } from "@/lib/format";

/** A "Needs attention" choice of the list in words (the days and the share from the rules). */
export function attentionLabel(t: TFunction, kind: VoucherAttention): string {
  switch (kind) {
    case "expiringSoon":
      return t("promotions:vouchers.attention.expiringSoon", { days: EXPIRY_WARNING_DAYS });
    case "fewUsesLeft":
      return t("promotions:vouchers.attention.fewUsesLeft", { percent: FEW_USES_LEFT_PERCENT });
  }
}

/** Static translation keys only: one `case` per known value. */
export function statusLabel(t: TFunction, status: VoucherStatus | string): string {
  switch (status) {
    case "SCHEDULED":
      return t("promotions:vouchers.status.SCHEDULED");
    case "ACTIVE":
      return t("promotions:vouchers.status.ACTIVE");
    case "USED_UP":
      return t("promotions:vouchers.status.USED_UP");
    case "EXPIRED":
      return t("promotions:vouchers.status.EXPIRED");
    case "INACTIVE":
      return t("promotions:vouchers.status.INACTIVE");
    case "ARCHIVED":
      return t("promotions:vouchers.status.ARCHIVED");
    default:
      return status;
  }
}

const STATUS_COLOURS: Record<VoucherStatus, string> = {
  SCHEDULED: "blue",
  ACTIVE: "green",
  USED_UP: "orange",
  EXPIRED: "default",
  INACTIVE: "default",
  ARCHIVED: "default",
};

export function VoucherStatusTag({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation("promotions");
  return <Tag color={STATUS_COLOURS[status]}>{statusLabel(t, status)}</Tag>;
}

export function codeStateLabel(t: TFunction, state: CodeState | string): string {
  switch (state) {
    case "UNUSED":
      return t("promotions:vouchers.codeState.UNUSED");
    case "ISSUED":
      return t("promotions:vouchers.codeState.ISSUED");
    case "USED":
      return t("promotions:vouchers.codeState.USED");
    case "EXPIRED":
      return t("promotions:vouchers.codeState.EXPIRED");
    default:
      return state;
  }
}

const CODE_COLOURS: Record<CodeState, string> = {
  UNUSED: "default",
  ISSUED: "blue",
  USED: "green",
  EXPIRED: "red",
};

export function CodeStateTag({ state }: { state: CodeState }) {
  const { t } = useTranslation("promotions");
  return <Tag color={CODE_COLOURS[state]}>{codeStateLabel(t, state)}</Tag>;
}

export function discountTypeLabel(t: TFunction, type: DiscountType | string): string {
  switch (type) {
    case "PERCENTAGE":
      return t("promotions:vouchers.discountType.PERCENTAGE");
    case "FIXED":
      return t("promotions:vouchers.discountType.FIXED");
    case "FREE_SHIPPING":
      return t("promotions:vouchers.discountType.FREE_SHIPPING");
    default:
      return type;
  }
}

export function scopeLabel(t: TFunction, scope: VoucherScope | string): string {
  switch (scope) {
    case "ORDER":
      return t("promotions:vouchers.appliesTo.ORDER");
    case "PRODUCT_TYPES":
      return t("promotions:vouchers.appliesTo.PRODUCT_TYPES");
    case "PRODUCTS":
      return t("promotions:vouchers.appliesTo.PRODUCTS");
    default:
      return scope;
  }
}

export function channelLabel(t: TFunction, channel: VoucherChannel | string): string {
  switch (channel) {
    case "ONLINE":
      return t("promotions:vouchers.channel.ONLINE");
    case "IN_STORE":
      return t("promotions:vouchers.channel.IN_STORE");
    default:
      return channel;
  }
}

export function charsetLabel(t: TFunction, charset: CodeCharset | string): string {
  switch (charset) {
    case "LETTERS_DIGITS":
      return t("promotions:vouchers.charset.LETTERS_DIGITS");
    case "LETTERS":
      return t("promotions:vouchers.charset.LETTERS");
    case "DIGITS":
      return t("promotions:vouchers.charset.DIGITS");
    default:
      return charset;
  }
}

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
