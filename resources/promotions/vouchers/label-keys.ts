import type { CodeState, VoucherStatus } from "../schema/voucher-rules";

/** The locale key of each voucher status's words (the list's tag and Find anything read it). */
export const VOUCHER_STATUS_KEYS = {
  SCHEDULED: "promotions:vouchers.status.SCHEDULED",
  ACTIVE: "promotions:vouchers.status.ACTIVE",
  USED_UP: "promotions:vouchers.status.USED_UP",
  EXPIRED: "promotions:vouchers.status.EXPIRED",
  INACTIVE: "promotions:vouchers.status.INACTIVE",
  ARCHIVED: "promotions:vouchers.status.ARCHIVED",
} as const satisfies Record<VoucherStatus, string>;

/** The locale key of each voucher code state's words (the codes table and Find anything read it). */
export const CODE_STATE_KEYS = {
  UNUSED: "promotions:vouchers.codeState.UNUSED",
  ISSUED: "promotions:vouchers.codeState.ISSUED",
  USED: "promotions:vouchers.codeState.USED",
  EXPIRED: "promotions:vouchers.codeState.EXPIRED",
} as const satisfies Record<CodeState, string>;
