/**
 * Transactions (`/transactions`): the customers' orders as staff follow them up. Staff never edit an
 * order's contents; they move its status (`POST /transactions/{id}/status`, each move with a note,
 * shipped with a tracking number), which writes the order's status timeline and a change-log entry.
 * The stable fields other areas read: transactionId, transactionCode, customerId, customerName,
 * storeId, storeName, brandId, total, status, createdAt, paidAt.
 */
import {
  concurrencyToken,
  fieldIssue,
  id,
  integer,
  message,
  oneOf,
  optionalText,
  requiredMessage,
  requiredText,
  timestamp,
  timestamps,
  z,
  type TextKey,
} from "@/contract/common";
import { PRODUCT_TYPES } from "@/contract/rules";
import {
  CALCULATION_FORMULAS,
  CODE_LENGTH_MAX,
  CODE_LENGTH_MIN,
  CODE_PREFIX_PATTERN,
  DELIVERY_TYPES,
  EXPIRY_MINUTES_MAX,
  RETURN_DAYS_MAX,
  RETURN_DAYS_MIN,
  PROCESS_HOURS_MAX,
  PROCESS_HOURS_MIN,
  EXPIRY_MINUTES_MIN,
  NOTE_MAX,
  PAYMENT_STATUSES,
  SYSTEM_NOTES,
  TRACKING_NUMBER_PATTERN,
  TRANSACTION_STATUSES,
  ZERO_PAYMENT_OPTIONS,
} from "./transaction-rules";

export { TRANSACTION_STATUSES, PAYMENT_STATUSES, DELIVERY_TYPES, CALCULATION_FORMULAS };

const nullable = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
const rupiah = (description: string) =>
  z
    .number()
    .min(0)
    .meta({ description: `${description} (rupiah).` });

const eye = z
  .object({ sph: z.number(), cyl: z.number(), axis: z.number(), add: z.number() })
  .meta({ id: "TransactionEye" });

/** The prescription a LENSA item was made for, as it was when the order was placed. */
export const itemPrescription = z
  .object({
    prescriptionId: nullable(z.string()).meta({
      description: "The customer's saved prescription, if any.",
    }),
    examinedAt: timestamp(),
    right: eye,
    left: eye,
    pd: z.number().meta({ description: "Pupillary distance in mm." }),
  })
  .meta({ id: "TransactionItemPrescription" });

export const bundleContent = z
  .object({
    productId: z.string(),
    productName: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    variantName: nullable(z.string()),
  })
  .meta({ id: "TransactionBundleContent" });

export const transactionItem = z
  .object({
    productId: z.string(),
    productName: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    sku: z.string(),
    variantId: nullable(z.string()),
    variantName: nullable(z.string()).meta({ description: "The variant's colour." }),
    qty: z.number().int().min(1),
    unitPrice: rupiah("Unit price"),
    prescription: nullable(itemPrescription).meta({ description: "LENSA items only." }),
    bundleContents: z
      .array(bundleContent)
      .meta({ description: "BUNDLING items only (else empty)." }),
  })
  .meta({ id: "TransactionItem" });

export const voucherTerms = z
  .object({
    code: z.string(),
    type: z.enum(["AMOUNT", "PERCENTAGE"]),
    value: z.number().min(0),
    maxDiscount: nullable(z.number().min(0)),
  })
  .meta({
    id: "TransactionVoucher",
    description: "The voucher used, as its terms were at the order.",
  });

export const shippingDetails = z
  .object({
    courier: z.string().meta({ description: "aggregator.code, e.g. biteship.jne." }),
    service: z.string(),
    trackingNumber: nullable(z.string()),
    recipientName: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
  })
  .meta({ id: "TransactionShipping" });

/**
 * What the payment fee was worked out from, as the channel's rule was when the order was placed (a
 * later change of the channel's fee does not rewrite the order): paymentFee = fixed + percent % of
 * base, the percentage part rounded up to a whole rupiah (the payments domain's `channelFee`).
 */
export const paymentFeeRule = z
  .object({
    fixed: z.number().int().min(0).meta({ description: "The channel's fixed fee (rupiah)." }),
    percent: z.number().min(0).meta({ description: "The channel's percentage fee (0–10)." }),
    base: z.number().int().min(0).meta({
      description:
        "The amount the percentage was taken of: total product + shipping cost (rupiah).",
    }),
  })
  .meta({ id: "TransactionPaymentFeeRule" });

export const statusChangeEntry = z
  .object({
    from: nullable(z.enum(TRANSACTION_STATUSES)).meta({
      description: "null for the order's creation.",
    }),
    to: z.enum(TRANSACTION_STATUSES),
    note: z.string().meta({ description: "The note in English (a staff member's: as typed)." }),
    noteKey: z.enum(SYSTEM_NOTES).optional().meta({
      description:
        "A note the system wrote (app, payment gateway, clock): the console shows it in the reader's language.",
    }),
    by: z.object({ userId: z.string(), name: z.string() }),
    at: timestamp(),
  })
  .meta({ id: "TransactionStatusChange" });

export const transaction = z
  .object({
    transactionId: id(),
    transactionCode: z.string(),
    status: z.enum(TRANSACTION_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    customerId: z
      .string()
      .meta({ description: "The customer's userId (page /customer/{userId})." }),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    storeId: z
      .string()
      .meta({ description: "The store that fulfils the order (the pick-up store)." }),
    storeName: z.string(),
    brandId: z.string(),
    items: z.array(transactionItem),
    itemCount: z.number().int().meta({ description: "Σ quantities." }),
    subtotal: rupiah("Total product: Σ quantity × unit price"),
    voucher: nullable(voucherTerms),
    discount: rupiah("Discount"),
    shippingCost: rupiah("Shipping cost"),
    paymentFee: rupiah("Payment fee"),
    paymentFeeRule,
    total: rupiah("What the customer pays"),
    formula: z
      .enum(CALCULATION_FORMULAS)
      .meta({ description: "The calculation formula at the order." }),
    deliveryType: z.enum(DELIVERY_TYPES),
    shipping: nullable(shippingDetails).meta({ description: "DELIVERY only; PICKUP at storeId." }),
    paymentChannelId: z.string(),
    channelName: z.string(),
    channelCode: z.string(),
    paymentCode: z.string(),
    paymentExpiresAt: timestamp(),
    paidAt: nullable(timestamp()),
    statusHistory: z.array(statusChangeEntry).meta({ description: "Oldest first." }),
    ...timestamps,
  })
  .meta({ id: "Transaction" });

/**
 * `POST /transactions/{transactionId}/status`: one move of the order's status. Which moves the order
 * allows depends on its state (transaction-rules.ts `allowedMoves`): the server checks that.
 */
export const transactionStatusChange = z
  .object({
    status: oneOf("transactions:move.status", TRANSACTION_STATUSES),
    note: requiredText("transactions:move.note", NOTE_MAX),
    trackingNumber: optionalText("transactions:move.trackingNumber", 40)
      .refine(
        (value) => !value || TRACKING_NUMBER_PATTERN.test(value),
        message("transactions:move.validation.trackingNumber"),
      )
      .optional()
      .meta({ description: "Needed to move to SHIPPED." }),
    ...concurrencyToken,
  })
  .superRefine(
    (move, ctx) => {
      if (move.status === "SHIPPED" && !move.trackingNumber)
        fieldIssue(ctx, "trackingNumber", "transactions:move.validation.trackingRequired");
    },
    // Said even while the note is still missing: the rule reads only the status and the number.
    {
      when: ({ issues }) =>
        !issues.some((issue) => ["status", "trackingNumber"].includes(String(issue.path?.[0]))),
    },
  )
  .meta({ id: "TransactionStatusMove" });

/** `POST /demo/transactions` (demo API only): a new customer order made with the transaction settings. */
export const demoTransactionCreate = z
  .object({
    customerId: z.string().optional(),
    storeId: z.string().optional(),
    deliveryType: z.enum(DELIVERY_TYPES).optional(),
    paymentChannelId: z.string().optional(),
    withVoucher: z.boolean().optional(),
  })
  .meta({ id: "DemoTransactionCreate" });

// --- transaction settings (`/app-config-settings/transaction`) ------------------------------------

/** A code's prefix: 1 to 10 capital letters or digits (TRX, PAY, OPT26). */
const codePrefix = (label: TextKey) =>
  z
    .string({ error: () => requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .regex(
      CODE_PREFIX_PATTERN,
      message("transactions:settings.validation.prefix", { field: label }),
    )
    .meta({ label, description: "1 to 10 capital letters or digits." });

/** The digits after a code's prefix (zero-padded); the bounds are explained at CODE_LENGTH_MIN/MAX. */
const codeLength = (label: TextKey) =>
  integer(label, { min: CODE_LENGTH_MIN, max: CODE_LENGTH_MAX });

/**
 * The configs of the Transaction Settings page (spec 2.4, the return window and the time a paid order
 * may wait to be processed), named by their app-config keys.
 */
export const transactionSettingsFields = z.object({
  TRX_CODE_PREFIX: codePrefix("transactions:settings.labels.TRX_CODE_PREFIX"),
  TRX_CODE_NUMERIC_LENGTH: codeLength("transactions:settings.labels.TRX_CODE_NUMERIC_LENGTH"),
  // Bounds explained at EXPIRY_MINUTES_MIN/MAX: long enough to pay, no longer than a VA stays open.
  TRX_PAYMENT_EXPIRY_IN_MINUTES: integer(
    "transactions:settings.labels.TRX_PAYMENT_EXPIRY_IN_MINUTES",
    {
      min: EXPIRY_MINUTES_MIN,
      max: EXPIRY_MINUTES_MAX,
    },
  ),
  TRX_ALLOW_ZERO_PAYMENT: oneOf(
    "transactions:settings.labels.TRX_ALLOW_ZERO_PAYMENT",
    ZERO_PAYMENT_OPTIONS,
  ),
  PAYMENT_CODE_PREFIX: codePrefix("transactions:settings.labels.PAYMENT_CODE_PREFIX"),
  PAYMENT_CODE_NUMERIC_LENGTH: codeLength(
    "transactions:settings.labels.PAYMENT_CODE_NUMERIC_LENGTH",
  ),
  NEW_TRANSACTION_CALCULATION_FORMULAS: oneOf(
    "transactions:settings.labels.NEW_TRANSACTION_CALCULATION_FORMULAS",
    CALCULATION_FORMULAS,
  ),
  // Bounds explained at RETURN_DAYS_MIN/MAX.
  TRX_RETURN_WINDOW_IN_DAYS: integer("transactions:settings.labels.TRX_RETURN_WINDOW_IN_DAYS", {
    min: RETURN_DAYS_MIN,
    max: RETURN_DAYS_MAX,
  }),
  // Bounds explained at PROCESS_HOURS_MIN/MAX: a week is the longest a paid order may wait.
  TRX_PROCESS_WITHIN_HOURS: integer("transactions:settings.labels.TRX_PROCESS_WITHIN_HOURS", {
    min: PROCESS_HOURS_MIN,
    max: PROCESS_HOURS_MAX,
  }),
});
export const transactionSettingsUpdate = transactionSettingsFields
  .extend(concurrencyToken)
  .meta({ id: "TransactionSettingsUpdate" });
export const transactionSettings = transactionSettingsFields
  .extend({
    settingId: z.literal("transaction"),
    nextNumber: z
      .number()
      .int()
      .meta({ description: "The number the next transaction and payment codes get." }),
    updatedAt: timestamp(
      "The latest of the configs'. Send it back with a PATCH: a stale one answers 409.",
    ),
    updatedBy: z.union([z.object({ userId: id(), name: z.string() }), z.null()]),
  })
  .meta({ id: "TransactionSettings" });
export type TransactionSettings = z.infer<typeof transactionSettings>;
export type TransactionSettingsUpdate = z.input<typeof transactionSettingsUpdate>;

export type Transaction = z.infer<typeof transaction>;
export type TransactionItem = z.infer<typeof transactionItem>;
export type StatusChangeEntry = z.infer<typeof statusChangeEntry>;
export type PaymentFeeRule = z.infer<typeof paymentFeeRule>;
export type TransactionStatusChange = z.input<typeof transactionStatusChange>;
export type { TransactionStatus, PaymentStatus, DeliveryType } from "./transaction-rules";
