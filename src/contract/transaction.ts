/**
 * Transactions (`/transactions`). The shape the demo API holds today; the transactions area's issue
 * (status timeline, payment details, amounts by formula) extends it when the area is built.
 */
import { id, oneOf, patchOf, timestamp, timestamps, z } from "./common";
import { PRODUCT_TYPES } from "./rules";

export const TRANSACTION_STATUSES = [
  "WAITING_PAYMENT",
  "PAID",
  "PROCESSED",
  "SHIPPED",
  "DELIVERED",
  "COMPLETED",
  "CANCELLED",
  "EXPIRED",
  "REFUNDED",
] as const;
export const DELIVERY_TYPES = ["PICKUP", "DELIVERY"] as const;

export const transactionItem = z
  .object({
    productId: z.string(),
    productName: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    qty: z.number().int().min(1),
    price: z.number().min(0).meta({ description: "Unit price in rupiah." }),
  })
  .meta({ id: "TransactionItem" });

/** What staff may change on a transaction. */
export const transactionFields = z.object({
  status: oneOf("Status", TRANSACTION_STATUSES),
  courier: z.union([z.string(), z.null()]),
  trackingNumber: z.union([z.string().trim(), z.null()]),
  notes: z.string(),
});

export const transactionUpdate = patchOf(transactionFields).meta({ id: "TransactionUpdate" });

export const transaction = transactionFields
  .extend({
    transactionId: id(),
    transactionCode: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    storeId: z.string(),
    storeName: z.string(),
    brandId: z.string(),
    paymentMethod: z.string(),
    paymentChannelId: z.string(),
    paymentCode: z.string(),
    items: z.array(transactionItem),
    subtotal: z.number(),
    discount: z.number(),
    shippingCost: z.number(),
    total: z.number(),
    voucherCode: z.union([z.string(), z.null()]),
    deliveryType: z.enum(DELIVERY_TYPES),
    paidAt: z.union([timestamp(), z.null()]),
    ...timestamps,
  })
  .meta({ id: "Transaction" });

/** A shipped delivery needs its tracking number. */
export const transactionWrite = transaction.superRefine((trx, ctx) => {
  if (trx.status === "SHIPPED" && trx.deliveryType === "DELIVERY" && !trx.trackingNumber)
    ctx.addIssue({
      code: "custom",
      path: ["trackingNumber"],
      message: "A shipped delivery needs a tracking number.",
    });
});

export type Transaction = z.infer<typeof transaction>;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
