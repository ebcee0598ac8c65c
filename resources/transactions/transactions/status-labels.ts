/**
 * An order's and its payment's statuses in words, in a module of their own without React: the pages
 * that name them and the list's CSV export (written in a worker, without React) read them here.
 */
import { valueLabel } from "@/lib/value-labels";
import { TRANSACTION_STATUS_KEYS } from "./status-keys";
import type { PaymentStatus, TransactionStatus } from "../schema/transaction-rules";

/** An order status in words (static keys). */
export const statusLabel = valueLabel<TransactionStatus, TransactionStatus | null>(
  TRANSACTION_STATUS_KEYS,
  (t) => t("transactions:status.created"),
);

export const paymentStatusLabel = valueLabel<PaymentStatus>({
  UNPAID: "transactions:paymentStatus.UNPAID",
  PAID: "transactions:paymentStatus.PAID",
  CANCELLED: "transactions:paymentStatus.CANCELLED",
  EXPIRED: "transactions:paymentStatus.EXPIRED",
  REFUNDED: "transactions:paymentStatus.REFUNDED",
});
