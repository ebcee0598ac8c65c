import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  CalculationFormula,
  DeliveryType,
  PaymentStatus,
  SystemNote,
  TransactionAttention,
  TransactionStatus,
} from "../schema/transaction-rules";

/** An order status in words (static keys). */
export function statusLabel(t: TFunction, status: TransactionStatus | null): string {
  switch (status) {
    case "WAITING_PAYMENT":
      return t("transactions:status.WAITING_PAYMENT");
    case "PAID":
      return t("transactions:status.PAID");
    case "PROCESSING":
      return t("transactions:status.PROCESSING");
    case "READY_FOR_PICKUP":
      return t("transactions:status.READY_FOR_PICKUP");
    case "SHIPPED":
      return t("transactions:status.SHIPPED");
    case "COMPLETED":
      return t("transactions:status.COMPLETED");
    case "CANCELLED":
      return t("transactions:status.CANCELLED");
    case "EXPIRED":
      return t("transactions:status.EXPIRED");
    case "REFUNDED":
      return t("transactions:status.REFUNDED");
    default:
      return t("transactions:status.created");
  }
}

export function paymentStatusLabel(t: TFunction, status: PaymentStatus): string {
  switch (status) {
    case "UNPAID":
      return t("transactions:paymentStatus.UNPAID");
    case "PAID":
      return t("transactions:paymentStatus.PAID");
    case "CANCELLED":
      return t("transactions:paymentStatus.CANCELLED");
    case "EXPIRED":
      return t("transactions:paymentStatus.EXPIRED");
    case "REFUNDED":
      return t("transactions:paymentStatus.REFUNDED");
  }
}

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
  const { t } = useTranslation("transactions");
  return <Tag color={STATUS_COLORS[status]}>{statusLabel(t, status)}</Tag>;
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation("transactions");
  return <Tag color={PAYMENT_COLORS[status]}>{paymentStatusLabel(t, status)}</Tag>;
}

/** A note the system wrote in an order's history, in the reader's language. */
export function systemNote(t: TFunction, key: SystemNote): string {
  switch (key) {
    case "ORDER_PLACED":
      return t("transactions:timeline.notes.ORDER_PLACED");
    case "PAYMENT_CONFIRMED":
      return t("transactions:timeline.notes.PAYMENT_CONFIRMED");
    case "ZERO_PAYMENT":
      return t("transactions:timeline.notes.ZERO_PAYMENT");
    case "PAYMENT_EXPIRED":
      return t("transactions:timeline.notes.PAYMENT_EXPIRED");
    case "CANCELLED_BY_CUSTOMER":
      return t("transactions:timeline.notes.CANCELLED_BY_CUSTOMER");
  }
}

/** A courier's service in words ("REG" → "Regular"); a service the console does not know, as sent. */
export function serviceLabel(t: TFunction, service: string): string {
  switch (service) {
    case "REG":
      return t("transactions:delivery.services.REG");
    case "YES":
      return t("transactions:delivery.services.YES");
    case "EZ":
      return t("transactions:delivery.services.EZ");
    case "BEST":
      return t("transactions:delivery.services.BEST");
    case "INSTANT":
      return t("transactions:delivery.services.INSTANT");
    case "SAME_DAY":
      return t("transactions:delivery.services.SAME_DAY");
    default:
      return service;
  }
}
