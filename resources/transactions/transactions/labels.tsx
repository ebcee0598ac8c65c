import { ValueTag } from "@/components/crud/value-tag";
import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import { paymentStatusLabel, statusLabel } from "./status-labels";
import type {
  CalculationFormula,
  DeliveryType,
  PaymentStatus,
  SystemNote,
  TransactionAttention,
  TransactionStatus,
} from "../schema/transaction-rules";

/** A kind of the "Needs attention" filter in words. */
export const attentionLabel = (t: TFunction, kind: TransactionAttention) =>
  kind === "overdue"
    ? t("transactions:filters.attention.overdue")
    : t("transactions:filters.attention.expiresToday");

export const deliveryLabel = (t: TFunction, type: DeliveryType) =>
  type === "DELIVERY" ? t("transactions:delivery.DELIVERY") : t("transactions:delivery.PICKUP");

export const formulaLabel = (t: TFunction, formula: CalculationFormula) =>
  formula === "ADVANCED" ? t("transactions:formula.ADVANCED") : t("transactions:formula.STANDARD");

const STATUS_COLORS: Record<TransactionStatus, string> = {
  WAITING_PAYMENT: "gold",
  PAID: "orange",
  PROCESSING: "blue",
  READY_FOR_PICKUP: "cyan",
  SHIPPED: "geekblue",
  COMPLETED: "green",
  CANCELLED: "default",
  EXPIRED: "default",
  REFUNDED: "purple",
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  UNPAID: "gold",
  PAID: "green",
  CANCELLED: "default",
  EXPIRED: "default",
  REFUNDED: "purple",
};

export function TransactionStatusTag({ status }: { status: TransactionStatus }) {
  return <ValueTag ns="transactions" value={status} label={statusLabel} colors={STATUS_COLORS} />;
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return (
    <ValueTag ns="transactions" value={status} label={paymentStatusLabel} colors={PAYMENT_COLORS} />
  );
}

/** A note the system wrote in an order's history, in the reader's language. */
export const systemNote = valueLabel<SystemNote>({
  ORDER_PLACED: "transactions:timeline.notes.ORDER_PLACED",
  PAYMENT_CONFIRMED: "transactions:timeline.notes.PAYMENT_CONFIRMED",
  ZERO_PAYMENT: "transactions:timeline.notes.ZERO_PAYMENT",
  PAYMENT_EXPIRED: "transactions:timeline.notes.PAYMENT_EXPIRED",
  CANCELLED_BY_CUSTOMER: "transactions:timeline.notes.CANCELLED_BY_CUSTOMER",
});

/** A courier's service in words ("REG" → "Regular"); a service the console does not know, as sent. */
export const serviceLabel = valueLabel({
  REG: "transactions:delivery.services.REG",
  YES: "transactions:delivery.services.YES",
  EZ: "transactions:delivery.services.EZ",
  BEST: "transactions:delivery.services.BEST",
  INSTANT: "transactions:delivery.services.INSTANT",
  SAME_DAY: "transactions:delivery.services.SAME_DAY",
});
