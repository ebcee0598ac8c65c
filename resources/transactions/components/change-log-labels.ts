import type { TFunction } from "i18next";
import type { PaymentStatus, TransactionStatus } from "../schema/transaction-rules";
import { paymentStatusLabel, statusLabel } from "../transactions/status-labels";

/** The field labels of a transaction's change log (its history and the transactions' log; static keys). */
export function transactionChangeLogFields(t: TFunction): Record<string, string> {
  return {
    status: t("transactions:fields.status"),
    paymentStatus: t("transactions:fields.paymentStatus"),
    trackingNumber: t("transactions:delivery.trackingNumber"),
    paidAt: t("transactions:fields.paidAt"),
    note: t("transactions:move.note"),
    total: t("transactions:fields.total"),
  };
}

/** A transaction's statuses in words in its change log. */
export const transactionChangeValues = (t: TFunction) => ({
  status: (value: string) => statusLabel(t, value as TransactionStatus),
  paymentStatus: (value: string) => paymentStatusLabel(t, value as PaymentStatus),
});
