import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  CalculationFormula,
  DeliveryType,
  PaymentStatus,
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
