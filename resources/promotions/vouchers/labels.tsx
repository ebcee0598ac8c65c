import { ValueTag } from "@/components/crud/value-tag";
import { CODE_STATE_KEYS } from "./label-keys";
import { statusLabel } from "./voucher-labels";
import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import type {
  CodeCharset,
  CodeState,
  VoucherChannel,
  VoucherAttention,
  VoucherScope,
  VoucherStatus,
} from "../schema/voucher-rules";
import { EXPIRY_WARNING_DAYS, FEW_USES_LEFT_PERCENT } from "../schema/voucher-rules";

/** A "Needs attention" choice of the list in words (the days and the share from the rules). */
export function attentionLabel(t: TFunction, kind: VoucherAttention): string {
  switch (kind) {
    case "expiringSoon":
      return t("promotions:vouchers.attention.expiringSoon", { days: EXPIRY_WARNING_DAYS });
    case "fewUsesLeft":
      return t("promotions:vouchers.attention.fewUsesLeft", { percent: FEW_USES_LEFT_PERCENT });
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
  return <ValueTag ns="promotions" value={status} label={statusLabel} colors={STATUS_COLOURS} />;
}

export const codeStateLabel = valueLabel<CodeState>(CODE_STATE_KEYS);

const CODE_COLOURS: Record<CodeState, string> = {
  UNUSED: "default",
  ISSUED: "blue",
  USED: "green",
  EXPIRED: "red",
};

export function CodeStateTag({ state }: { state: CodeState }) {
  return <ValueTag ns="promotions" value={state} label={codeStateLabel} colors={CODE_COLOURS} />;
}

export const scopeLabel = valueLabel<VoucherScope>({
  ORDER: "promotions:vouchers.appliesTo.ORDER",
  PRODUCT_TYPES: "promotions:vouchers.appliesTo.PRODUCT_TYPES",
  PRODUCTS: "promotions:vouchers.appliesTo.PRODUCTS",
});

export const channelLabel = valueLabel<VoucherChannel>({
  ONLINE: "promotions:vouchers.channel.ONLINE",
  IN_STORE: "promotions:vouchers.channel.IN_STORE",
});

export const charsetLabel = valueLabel<CodeCharset>({
  LETTERS_DIGITS: "promotions:vouchers.charset.LETTERS_DIGITS",
  LETTERS: "promotions:vouchers.charset.LETTERS",
  DIGITS: "promotions:vouchers.charset.DIGITS",
});
