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

/**
 * How busy the shops were on each of the last 365 days: weekends busier than weekdays, the last days
 * of a month (payday) busier, the weeks before the year's end and before Lebaran busiest, school's
 * start in July a little. Turns an even draw in [0, 1) into an order's age (ms before `now`), the
 * same draw always the same age, later draws younger, so the seeded year has the rhythm of a real one.
 */
export function shopRhythm(now: number): (draw: number) => number {
  const WEEKDAY = [1.35, 0.8, 0.8, 0.85, 0.9, 1.1, 1.5]; // Sunday first
  const days = 365;
  const cumulative = new Float64Array(days + 1);
  for (let k = 0; k < days; k++) {
    const date = new Date(now - k * DAY);
    const month = date.getMonth();
    const day = date.getDate();
    let weight = WEEKDAY[date.getDay()]!;
    if (day >= 25 || day <= 3) weight *= 1.15;
    if (month === 11 && day >= 10) weight *= 1.4;
    // Lebaran falls about 11 days earlier each year: the two weeks before 20 March 2026, 10 March 2027.
    const lebaran = date.getFullYear() === 2027 ? Date.UTC(2027, 2, 10) : Date.UTC(2026, 2, 20);
    const untilLebaran = (lebaran - date.getTime()) / DAY;
    if (untilLebaran > 0 && untilLebaran <= 14) weight *= 1.35;
    if (month === 6) weight *= 1.2;
    cumulative[k + 1] = cumulative[k]! + weight;
  }
  const total = cumulative[days]!;
  return (draw) => {
    const target = draw * total;
    let low = 0;
    let high = days - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle + 1]! <= target) low = middle + 1;
      else high = middle;
    }
    const within = (target - cumulative[low]!) / (cumulative[low + 1]! - cumulative[low]!);
    return Math.floor((low + within) * DAY);
  };
}
