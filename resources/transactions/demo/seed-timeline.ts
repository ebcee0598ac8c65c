/**
 * The timelines of the seeded orders: the flow an order went through to reach its status, when each
 * step happened (in the order things happen, within the seeding's "now"), and who signed it.
 */
import { DAY } from "@/mocks/lib/seed";
import {
  TRANSACTION_SETTING_DEFAULTS as SETTINGS,
  type DeliveryType,
  type SystemNote,
  type TransactionStatus,
} from "../schema/transaction-rules";

/** The seeded orders were placed with the settings the demo starts with (codes, payment expiry). */
export const EXPIRY_MS = SETTINGS.TRX_PAYMENT_EXPIRY_IN_MINUTES * 60_000;
export const MINUTE = 60_000;

export const STAFF = [
  { userId: "usr-admin", name: "Alice Admin" },
  { userId: "usr-manager", name: "Made Putra Manajer" },
];

/** The flow an order went through to reach `status` (oldest first). */
export function pathTo(status: TransactionStatus, delivery: DeliveryType): TransactionStatus[] {
  const ready: TransactionStatus = delivery === "DELIVERY" ? "SHIPPED" : "READY_FOR_PICKUP";
  switch (status) {
    case "WAITING_PAYMENT":
      return ["WAITING_PAYMENT"];
    case "CANCELLED":
    case "EXPIRED":
      return ["WAITING_PAYMENT", status];
    case "PAID":
      return ["WAITING_PAYMENT", "PAID"];
    case "PROCESSING":
      return ["WAITING_PAYMENT", "PAID", "PROCESSING"];
    case "READY_FOR_PICKUP":
    case "SHIPPED":
      return ["WAITING_PAYMENT", "PAID", "PROCESSING", ready];
    case "COMPLETED":
      return ["WAITING_PAYMENT", "PAID", "PROCESSING", ready, "COMPLETED"];
    case "REFUNDED":
      return ["WAITING_PAYMENT", "PAID", "REFUNDED"];
  }
}

/** The statuses whose seeded note the system wrote (shown in the reader's language). */
export const SYSTEM_NOTE_OF: Partial<Record<TransactionStatus, SystemNote>> = {
  WAITING_PAYMENT: "ORDER_PLACED",
  PAID: "PAYMENT_CONFIRMED",
  EXPIRED: "PAYMENT_EXPIRED",
  CANCELLED: "CANCELLED_BY_CUSTOMER",
};

export const NOTES: Record<TransactionStatus, string> = {
  WAITING_PAYMENT: "Order placed in the app.",
  PAID: "Payment confirmed by the payment gateway.",
  PROCESSING: "Frame and lenses prepared at the store.",
  READY_FOR_PICKUP: "Glasses ready; customer informed by WhatsApp.",
  SHIPPED: "Handed to the courier.",
  COMPLETED: "Received by the customer.",
  CANCELLED: "Cancelled by the customer before paying.",
  EXPIRED: "Payment time ran out.",
  REFUNDED: "Refunded at the customer's request.",
};

export function statusFor(
  ageDays: number,
  roll: number,
  delivery: DeliveryType,
): TransactionStatus {
  const ready = delivery === "DELIVERY" ? "SHIPPED" : "READY_FOR_PICKUP";
  if (ageDays < 1) return roll < 0.3 ? "WAITING_PAYMENT" : roll < 0.7 ? "PAID" : "PROCESSING";
  if (ageDays < 4)
    return roll < 0.08
      ? "WAITING_PAYMENT"
      : roll < 0.25
        ? "PAID"
        : roll < 0.5
          ? "PROCESSING"
          : roll < 0.85
            ? ready
            : "EXPIRED";
  if (ageDays < 14)
    return roll < 0.3 ? ready : roll < 0.85 ? "COMPLETED" : roll < 0.95 ? "CANCELLED" : "EXPIRED";
  return roll < 0.8
    ? "COMPLETED"
    : roll < 0.88
      ? "CANCELLED"
      : roll < 0.95
        ? "EXPIRED"
        : "REFUNDED";
}

/**
 * When each step of `path` happened, in ms after the order was placed (0 for the placing): paid within
 * the payment expiry, cancelled by the customer before it, expired exactly at it, the store's steps
 * days apart. A flow that would end after `ageMs` (the seeding's "now") is compressed to fit.
 */
export function stepTimes(path: TransactionStatus[], ageMs: number, number: number): number[] {
  const offsets = [0];
  path.slice(1).forEach((to, i) => {
    const step = i + 1;
    const gap =
      to === "PAID"
        ? (5 + (number % 40)) * MINUTE
        : to === "CANCELLED"
          ? (2 + (number % 50)) * MINUTE
          : to === "EXPIRED"
            ? EXPIRY_MS
            : (0.3 + step * 0.4) * DAY;
    offsets.push(offsets[i]! + gap);
  });
  const last = offsets.at(-1)!;
  if (last <= ageMs) return offsets;
  return offsets.map((offset) => Math.floor((offset * ageMs) / last));
}
