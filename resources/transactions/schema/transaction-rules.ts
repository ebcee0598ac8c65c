/**
 * The plain rules of transactions (no zod: the pages import them, and the schemas and the demo API use
 * the same ones): the statuses and the moves between them, the amount breakdown of the two calculation
 * formulas (`NEW_TRANSACTION_CALCULATION_FORMULAS`), the codes the transaction settings make, and which
 * orders need attention (the list's filter, the dashboard's counts).
 */

export const TRANSACTION_STATUSES = [
  "WAITING_PAYMENT",
  "PAID",
  "PROCESSING",
  "READY_FOR_PICKUP",
  "SHIPPED",
  "COMPLETED",
  "CANCELLED",
  "EXPIRED",
  "REFUNDED",
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The notes the system writes itself in an order's status history (the customer app, the payment
 * gateway, the clock): kept as a key so the console shows them in the reader's language. A staff
 * member's note is their own words and is shown as typed.
 */
export const SYSTEM_NOTES = [
  "ORDER_PLACED",
  "PAYMENT_CONFIRMED",
  "ZERO_PAYMENT",
  "PAYMENT_EXPIRED",
  "CANCELLED_BY_CUSTOMER",
] as const;
export type SystemNote = (typeof SYSTEM_NOTES)[number];
/** The user id the system signs its own status changes with (the payment gateway, the clock). */
export const SYSTEM_USER_ID = "system";

/** The payment's side of an order, derived from its status (a filter of the list). */
export const PAYMENT_STATUSES = ["UNPAID", "PAID", "CANCELLED", "EXPIRED", "REFUNDED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DELIVERY_TYPES = ["PICKUP", "DELIVERY"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const CALCULATION_FORMULAS = ["STANDARD", "ADVANCED"] as const;
export type CalculationFormula = (typeof CALCULATION_FORMULAS)[number];

export const ZERO_PAYMENT_OPTIONS = ["ALLOWED", "NOT_ALLOWED"] as const;
export type ZeroPaymentOption = (typeof ZERO_PAYMENT_OPTIONS)[number];

/** Orders waiting for staff: paid, not yet processed (the sidebar badge). */
export const WAITING_TO_BE_PROCESSED: TransactionStatus = "PAID";

export function paymentStatusOf(status: TransactionStatus): PaymentStatus {
  switch (status) {
    case "WAITING_PAYMENT":
      return "UNPAID";
    case "CANCELLED":
      return "CANCELLED";
    case "EXPIRED":
      return "EXPIRED";
    case "REFUNDED":
      return "REFUNDED";
    default:
      return "PAID";
  }
}

// --- needs attention ------------------------------------------------------------------------------

/**
 * The orders the list's "Needs attention" filter (`attention=<kind>`) and the dashboard's counts point
 * staff to: `overdue`, paid but not processed within `TRX_PROCESS_WITHIN_HOURS`; `expiresToday`,
 * waiting for a payment whose time runs out later today.
 */
export const TRANSACTION_ATTENTION = ["overdue", "expiresToday"] as const;
export type TransactionAttention = (typeof TRANSACTION_ATTENTION)[number];

/** What `needsAttention` reads of an order. */
export interface AttentionFacts {
  status: TransactionStatus;
  paidAt: string | null;
  paymentExpiresAt: string | null;
}

/** The first moment of the day after `now`'s, in the local time of the one asking (ms). */
export function endOfDay(now: number): number {
  const date = new Date(now);
  date.setHours(24, 0, 0, 0);
  return date.getTime();
}

/**
 * Whether an order needs attention of `kind` at `now` (ms):
 * - `overdue`: PAID, and paid earlier than `processWithinHours` hours before now (paid exactly at that
 *   limit is not overdue yet);
 * - `expiresToday`: WAITING_PAYMENT, and its payment time runs out after now and before the end of
 *   today (local time; at midnight it belongs to tomorrow).
 */
export function needsAttention(
  kind: TransactionAttention,
  trx: AttentionFacts,
  { now, processWithinHours }: { now: number; processWithinHours: number },
): boolean {
  switch (kind) {
    case "overdue": {
      if (trx.status !== "PAID" || !trx.paidAt) return false;
      return Date.parse(trx.paidAt) < now - processWithinHours * 3_600_000;
    }
    case "expiresToday": {
      if (trx.status !== "WAITING_PAYMENT" || !trx.paymentExpiresAt) return false;
      const expires = Date.parse(trx.paymentExpiresAt);
      return expires > now && expires < endOfDay(now);
    }
  }
}

// --- status moves ---------------------------------------------------------------------------------

const MOVES: Record<TransactionStatus, readonly TransactionStatus[]> = {
  WAITING_PAYMENT: ["PAID", "CANCELLED", "EXPIRED"],
  PAID: ["PROCESSING", "REFUNDED"],
  PROCESSING: ["READY_FOR_PICKUP", "SHIPPED", "REFUNDED"],
  READY_FOR_PICKUP: ["COMPLETED", "REFUNDED"],
  SHIPPED: ["COMPLETED"],
  COMPLETED: ["REFUNDED"],
  CANCELLED: [],
  EXPIRED: [],
  REFUNDED: [],
};

/**
 * The statuses an order may move to: the flow waiting for payment → paid → processing → ready for
 * pick-up (pick-up orders) or shipped (deliveries) → completed; cancelled or expired before payment;
 * refunded once paid (a completed order too: a return). Cancelled, expired and refunded are final.
 */
export function allowedMoves(
  status: TransactionStatus,
  delivery: DeliveryType,
): TransactionStatus[] {
  return MOVES[status].filter((next) =>
    next === "SHIPPED"
      ? delivery === "DELIVERY"
      : next === "READY_FOR_PICKUP"
        ? delivery === "PICKUP"
        : true,
  );
}

export const NOTE_MAX = 500;
/** Couriers' tracking numbers: letters and digits (dashes allowed), 6 to 40 characters. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{5,39}$/;

// --- amounts --------------------------------------------------------------------------------------

export interface VoucherTerms {
  code: string;
  /** AMOUNT: `value` rupiah off; PERCENTAGE: `value` % of what the discount applies to. */
  type: "AMOUNT" | "PERCENTAGE";
  value: number;
  /** The most a PERCENTAGE voucher takes off (null: no cap). */
  maxDiscount: number | null;
}

export interface AmountInput {
  /** Σ quantity × unit price of the items (the total product). */
  subtotal: number;
  shippingCost: number;
  paymentFee: number;
  voucher: VoucherTerms | null;
  formula: CalculationFormula;
  allowZeroPayment: boolean;
}

export interface AmountBreakdown {
  subtotal: number;
  shippingCost: number;
  paymentFee: number;
  /** What the discount applies to: shipping + payment fee (STANDARD) or everything (ADVANCED). */
  discountBase: number;
  /** What the voucher would take off before the limits. */
  voucherValue: number;
  discount: number;
  total: number;
  /** The discount was lowered so that the customer still pays the minimum (zero payment not allowed). */
  limitedByMinimumPayment: boolean;
}

/** When zero payment is not allowed, the customer pays at least this (a payment gateway's minimum). */
export const MINIMUM_PAYMENT = 1_000;

/**
 * The amounts of an order (spec 2.4, `NEW_TRANSACTION_CALCULATION_FORMULAS`):
 * - STANDARD: the discount applies to the shipping cost and the payment fee: it takes off at most
 *   shipping + fee, the products are paid in full;
 * - ADVANCED: the discount applies to the total product, the shipping cost and the payment fee.
 * total = subtotal + shipping + fee − discount. With zero payment NOT_ALLOWED the discount stops where
 * the customer would pay less than MINIMUM_PAYMENT (nothing is taken off an order below it).
 */
export function computeAmounts(input: AmountInput): AmountBreakdown {
  const subtotal = Math.max(0, Math.round(input.subtotal));
  const shippingCost = Math.max(0, Math.round(input.shippingCost));
  const paymentFee = Math.max(0, Math.round(input.paymentFee));
  const gross = subtotal + shippingCost + paymentFee;
  const discountBase =
    input.formula === "STANDARD" ? shippingCost + paymentFee : subtotal + shippingCost + paymentFee;
  let voucherValue = 0;
  if (input.voucher) {
    const { type, value, maxDiscount } = input.voucher;
    voucherValue =
      type === "AMOUNT"
        ? Math.max(0, Math.round(value))
        : Math.round((discountBase * Math.max(0, Math.min(100, value))) / 100);
    if (type === "PERCENTAGE" && maxDiscount !== null)
      voucherValue = Math.min(voucherValue, maxDiscount);
  }
  let discount = Math.min(voucherValue, discountBase);
  let limitedByMinimumPayment = false;
  if (!input.allowZeroPayment && discount > 0) {
    const most = Math.max(0, gross - MINIMUM_PAYMENT);
    if (discount > most) {
      discount = most;
      limitedByMinimumPayment = true;
    }
  }
  return {
    subtotal,
    shippingCost,
    paymentFee,
    discountBase,
    voucherValue,
    discount,
    total: gross - discount,
    limitedByMinimumPayment,
  };
}

// --- codes ----------------------------------------------------------------------------------------

/** A code prefix: capital letters and digits, 1 to 10 (TRX, PAY, OPT26). */
export const CODE_PREFIX_PATTERN = /^[A-Z0-9]{1,10}$/;
/** A code's number has at least 4 digits: fewer would run out (9.999 codes) within months of orders. */
export const CODE_LENGTH_MIN = 4;
/** At most 12: a thousand billion orders never come, and a longer code no longer fits a receipt line. */
export const CODE_LENGTH_MAX = 12;
/** Customers need at least 5 minutes to open their bank app and pay. */
export const EXPIRY_MINUTES_MIN = 5;
/** At most seven days: payment gateways close a virtual account or QRIS code by then. */
export const EXPIRY_MINUTES_MAX = 10_080;

/**
 * The return window: points a purchase earns are pending (not spendable) for this many days after
 * payment, while the order can still be returned; 0 gives them at once. At most 90 days: no
 * retailer's return policy runs longer, and points held back for months are points customers forget.
 */
export const RETURN_DAYS_MIN = 0;
export const RETURN_DAYS_MAX = 90;
/** The return window a new console starts with (and the seeded purchases had). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/**
 * How long a paid order may wait before someone starts processing it (`TRX_PROCESS_WITHIN_HOURS`);
 * a paid order waiting longer is overdue (the list's "Needs attention" filter, the dashboard's count).
 * At least an hour: a shorter promise no store can keep outside its opening hours. At most a week
 * (168 hours): a paid order left untouched longer than that is a customer lost, whatever the store.
 */
export const PROCESS_HOURS_MIN = 1;
export const PROCESS_HOURS_MAX = 168;
/** A paid order is processed within a day by default. */
export const DEFAULT_PROCESS_WITHIN_HOURS = 24;

/** "TRX" + 42 at length 8 → "TRX00000042" (a number longer than the length is kept whole). */
export const makeCode = (prefix: string, length: number, number: number) =>
  `${prefix}${String(Math.max(0, Math.floor(number))).padStart(Math.max(0, length), "0")}`;

/**
 * The app-config keys of the Transaction Settings page: the seven of spec 2.4, in its order, the
 * return window for points and the time a paid order may wait to be processed (docs/transactions.md).
 */
export const TRANSACTION_SETTING_KEYS = [
  "TRX_CODE_PREFIX",
  "TRX_CODE_NUMERIC_LENGTH",
  "TRX_PAYMENT_EXPIRY_IN_MINUTES",
  "TRX_ALLOW_ZERO_PAYMENT",
  "PAYMENT_CODE_PREFIX",
  "PAYMENT_CODE_NUMERIC_LENGTH",
  "NEW_TRANSACTION_CALCULATION_FORMULAS",
  "TRX_RETURN_WINDOW_IN_DAYS",
  "TRX_PROCESS_WITHIN_HOURS",
] as const;
export type TransactionSettingKey = (typeof TRANSACTION_SETTING_KEYS)[number];

/**
 * The settings the demo starts with (the seeded app configs hold the same values), used where a stored
 * config is missing or unusable; the seeded orders were made with them (codes, payment expiry).
 */
export const TRANSACTION_SETTING_DEFAULTS = {
  TRX_CODE_PREFIX: "TRX",
  TRX_CODE_NUMERIC_LENGTH: 8,
  TRX_PAYMENT_EXPIRY_IN_MINUTES: 60,
  TRX_ALLOW_ZERO_PAYMENT: "NOT_ALLOWED",
  PAYMENT_CODE_PREFIX: "PAY",
  PAYMENT_CODE_NUMERIC_LENGTH: 8,
  NEW_TRANSACTION_CALCULATION_FORMULAS: "STANDARD",
  TRX_RETURN_WINDOW_IN_DAYS: DEFAULT_RETURN_WINDOW_DAYS,
  TRX_PROCESS_WITHIN_HOURS: DEFAULT_PROCESS_WITHIN_HOURS,
} as const satisfies Record<TransactionSettingKey, string | number>;

export type SettingProblem = "required" | "prefix" | "wholeNumber" | "range" | "choice";

/** The bounds of a numeric setting. */
export const SETTING_BOUNDS: Partial<Record<TransactionSettingKey, { min: number; max: number }>> =
  {
    TRX_CODE_NUMERIC_LENGTH: { min: CODE_LENGTH_MIN, max: CODE_LENGTH_MAX },
    PAYMENT_CODE_NUMERIC_LENGTH: { min: CODE_LENGTH_MIN, max: CODE_LENGTH_MAX },
    TRX_PAYMENT_EXPIRY_IN_MINUTES: { min: EXPIRY_MINUTES_MIN, max: EXPIRY_MINUTES_MAX },
    TRX_RETURN_WINDOW_IN_DAYS: { min: RETURN_DAYS_MIN, max: RETURN_DAYS_MAX },
    TRX_PROCESS_WITHIN_HOURS: { min: PROCESS_HOURS_MIN, max: PROCESS_HOURS_MAX },
  };

/** What is wrong with one setting's value, or undefined when it is valid. */
export function settingProblem(
  key: TransactionSettingKey,
  value: unknown,
): SettingProblem | undefined {
  if (value === undefined || value === null || value === "") return "required";
  switch (key) {
    case "TRX_CODE_PREFIX":
    case "PAYMENT_CODE_PREFIX":
      return typeof value === "string" && CODE_PREFIX_PATTERN.test(value) ? undefined : "prefix";
    case "TRX_ALLOW_ZERO_PAYMENT":
      return (ZERO_PAYMENT_OPTIONS as readonly unknown[]).includes(value) ? undefined : "choice";
    case "NEW_TRANSACTION_CALCULATION_FORMULAS":
      return (CALCULATION_FORMULAS as readonly unknown[]).includes(value) ? undefined : "choice";
    default: {
      if (typeof value !== "number" || !Number.isInteger(value)) return "wholeNumber";
      const bounds = SETTING_BOUNDS[key]!;
      return value < bounds.min || value > bounds.max ? "range" : undefined;
    }
  }
}

/** The examples the settings page shows: the next transaction code and payment code. */
export function codeExamples(
  settings: Partial<Record<TransactionSettingKey, unknown>>,
  nextNumber: number,
): { transactionCode: string | null; paymentCode: string | null } {
  const example = (prefixKey: TransactionSettingKey, lengthKey: TransactionSettingKey) =>
    settingProblem(prefixKey, settings[prefixKey]) || settingProblem(lengthKey, settings[lengthKey])
      ? null
      : makeCode(String(settings[prefixKey]), Number(settings[lengthKey]), nextNumber);
  return {
    transactionCode: example("TRX_CODE_PREFIX", "TRX_CODE_NUMERIC_LENGTH"),
    paymentCode: example("PAYMENT_CODE_PREFIX", "PAYMENT_CODE_NUMERIC_LENGTH"),
  };
}
