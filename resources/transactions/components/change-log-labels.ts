import type { TFunction } from "i18next";
import { useChangeLogFieldLabels, useChangeValueLabels } from "@/components/crud/change-log-fields";
import type { PaymentStatus, TransactionStatus } from "../schema/transaction-rules";
import { paymentStatusLabel, statusLabel } from "../transactions/labels";

/** The field labels of a transaction's change log (static keys). */
function labelsOf(t: TFunction): Record<string, string> {
  return {
    status: t("transactions:fields.status"),
    paymentStatus: t("transactions:fields.paymentStatus"),
    trackingNumber: t("transactions:delivery.trackingNumber"),
    paidAt: t("transactions:fields.paidAt"),
    note: t("transactions:move.note"),
    total: t("transactions:fields.total"),
  };
}

/** A transaction's change-log labels (its history and the transactions' log). */
export const useTransactionChangeLogLabels = () => useChangeLogFieldLabels(labelsOf);

const values = (t: TFunction) => ({
  status: (value: string) => statusLabel(t, value as TransactionStatus),
  paymentStatus: (value: string) => paymentStatusLabel(t, value as PaymentStatus),
});

/** A transaction's statuses in words in its change log. */
export const useTransactionChangeValueLabels = () => useChangeValueLabels(values);
