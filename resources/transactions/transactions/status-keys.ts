import type { TransactionStatus } from "../schema/transaction-rules";

/** The locale key of each order status's words (the list's tag and Find anything's hits read it). */
export const TRANSACTION_STATUS_KEYS = {
  WAITING_PAYMENT: "transactions:status.WAITING_PAYMENT",
  PAID: "transactions:status.PAID",
  PROCESSING: "transactions:status.PROCESSING",
  READY_FOR_PICKUP: "transactions:status.READY_FOR_PICKUP",
  SHIPPED: "transactions:status.SHIPPED",
  COMPLETED: "transactions:status.COMPLETED",
  CANCELLED: "transactions:status.CANCELLED",
  EXPIRED: "transactions:status.EXPIRED",
  REFUNDED: "transactions:status.REFUNDED",
} as const satisfies Record<TransactionStatus, string>;
