/**
 * Transactions (`/transactions`): the customers' orders as staff follow them up. Staff never edit an
 * order's contents; they move its status (`POST /transactions/{id}/status`, each move with a note,
 * shipped with a tracking number), which writes the order's status timeline and a change-log entry.
 * The stable fields other areas read: transactionId, transactionCode, customerId, customerName,
 * storeId, storeName, brandId, total, status, createdAt, paidAt.
 */
import { concurrencyToken, id, oneOf, timestamp, timestamps, z } from "@/contract/common";
import { PRODUCT_TYPES } from "@/contract/rules";
import {
  CALCULATION_FORMULAS,
  DELIVERY_TYPES,
  NOTE_MAX,
  PAYMENT_STATUSES,
  TRACKING_NUMBER_PATTERN,
  SETTING_BOUNDS,
  settingProblem,
  TRANSACTION_STATUSES,
  ZERO_PAYMENT_OPTIONS,
  type TransactionSettingKey,
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

export const statusChangeEntry = z
  .object({
    from: nullable(z.enum(TRANSACTION_STATUSES)).meta({
      description: "null for the order's creation.",
    }),
    to: z.enum(TRANSACTION_STATUSES),
    note: z.string(),
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

/** `POST /transactions/{transactionId}/status`: one move of the order's status. */
export const transactionStatusChange = z
  .object({
    status: oneOf("Status", TRANSACTION_STATUSES),
    note: z
      .string({ error: "Note is required." })
      .trim()
      .min(1, "Note is required.")
      .max(NOTE_MAX, `Note is at most ${NOTE_MAX} characters.`),
    trackingNumber: z
      .union([
        z
          .string()
          .trim()
          .regex(
            TRACKING_NUMBER_PATTERN,
            "A tracking number is 6 to 40 letters, digits or dashes.",
          ),
        z.literal(""),
        z.null(),
      ])
      .optional()
      .meta({ description: "Needed to move to SHIPPED." }),
    ...concurrencyToken,
  })
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

const settingText = (key: TransactionSettingKey, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .superRefine((value, ctx) => {
      const problem = settingProblem(key, value);
      if (problem) ctx.addIssue({ code: "custom", message: settingMessage(label, key, problem) });
    });
const settingNumber = (key: TransactionSettingKey, label: string) =>
  z.number({ error: `${label} must be a whole number.` }).superRefine((value, ctx) => {
    const problem = settingProblem(key, value);
    if (problem) ctx.addIssue({ code: "custom", message: settingMessage(label, key, problem) });
  });

/** The server's sentence for a setting's problem. */
function settingMessage(label: string, key: TransactionSettingKey, problem: string): string {
  const bounds = SETTING_BOUNDS[key];
  switch (problem) {
    case "required":
      return `${label} is required.`;
    case "prefix":
      return `${label} is 1 to 10 capital letters or digits.`;
    case "range":
      return `${label} must be between ${bounds?.min} and ${bounds?.max}.`;
    case "choice":
      return `${label} is not one of the choices.`;
    default:
      return `${label} must be a whole number.`;
  }
}

/** The seven configs of the Transaction Settings page (spec 2.4), named by their app-config keys. */
export const transactionSettingsFields = z.object({
  TRX_CODE_PREFIX: settingText("TRX_CODE_PREFIX", "Transaction Code - Prefix"),
  TRX_CODE_NUMERIC_LENGTH: settingNumber(
    "TRX_CODE_NUMERIC_LENGTH",
    "Transaction Code - Numeric Length",
  ),
  TRX_PAYMENT_EXPIRY_IN_MINUTES: settingNumber(
    "TRX_PAYMENT_EXPIRY_IN_MINUTES",
    "Payment Expiry (in minutes)",
  ),
  TRX_ALLOW_ZERO_PAYMENT: oneOf("Allow Zero Payment?", ZERO_PAYMENT_OPTIONS),
  PAYMENT_CODE_PREFIX: settingText("PAYMENT_CODE_PREFIX", "Payment Code - Prefix"),
  PAYMENT_CODE_NUMERIC_LENGTH: settingNumber(
    "PAYMENT_CODE_NUMERIC_LENGTH",
    "Payment Code - Numeric Length",
  ),
  NEW_TRANSACTION_CALCULATION_FORMULAS: oneOf(
    "New Order - Calculation Formulas",
    CALCULATION_FORMULAS,
  ),
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
      "The latest of the seven configs'. Send it back with a PATCH: a stale one answers 409.",
    ),
    updatedBy: z.union([z.object({ userId: id(), name: z.string() }), z.null()]),
  })
  .meta({ id: "TransactionSettings" });
export type TransactionSettings = z.infer<typeof transactionSettings>;
export type TransactionSettingsUpdate = z.input<typeof transactionSettingsUpdate>;

export type Transaction = z.infer<typeof transaction>;
export type TransactionItem = z.infer<typeof transactionItem>;
export type StatusChangeEntry = z.infer<typeof statusChangeEntry>;
export type TransactionStatusChange = z.input<typeof transactionStatusChange>;
export type { TransactionStatus, PaymentStatus, DeliveryType } from "./transaction-rules";
