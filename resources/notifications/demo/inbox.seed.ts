import { DAY, anchor, iso, seeded, startOfToday } from "@/mocks/lib/seed";
import { seedProducts } from "@resources/catalogue/demo/exports";
import { seedRewards } from "@resources/loyalty/demo/exports";
import { seedVouchers } from "@resources/promotions/demo/exports";
import { firstOrders } from "@resources/transactions/demo/exports";
import {
  STAFF_DEMO_IDS,
  customersOf,
  seedPrescriptions,
  seedUsers,
} from "@resources/users/demo/exports";
import { createRandom } from "@/mocks/lib/random";
import type { Notification } from "@/contract/my-notifications";

/** A note of the staff's bell and the record it is about (the bell opens that record's page). */
type Note = Pick<Notification, "title" | "message" | "target" | "textKey" | "textValues">;
type DataSize = Parameters<typeof seedProducts>[0];

/** Notes each staff member has in the seed. */
const NOTES_EACH = 14;
/** Notes in the seed: the highest number a note kind is called with. */
export const NOTE_COUNT = STAFF_DEMO_IDS.length * NOTES_EACH;
/** The oldest orders of the data set that the notes name (seedTransactions' first ones). */
export const ORDERS_NAMED = 2 * NOTE_COUNT + 1;

/**
 * The kinds of notes the demo's staff receive, each about a real record of the data set: the k-th
 * note of a kind names the k-th record it picks (an order, a product, a voucher...).
 */
function noteKinds(size: DataSize): ((k: number) => Note)[] {
  const now = anchor();
  // The k-th note of a kind names the k-th order (k ≤ NOTE_COUNT): the set's oldest orders are
  // enough, and the bell does not wait for the 100,000 of the large data set (a unit test checks
  // that they hold more paid ones than there are notes).
  const transactions = firstOrders(size, ORDERS_NAMED);
  // A confirmed payment is about an order that is paid (whatever happened to it since).
  const paid = transactions.filter((order) => order.paymentStatus === "PAID");
  const products = seedProducts(size);
  const vouchers = seedVouchers(size).filter((voucher) => Date.parse(voucher.endAt) > now);
  const rewards = seedRewards(size);
  const customers = new Map(customersOf(size).map((customer) => [customer.userId, customer]));
  const prescribed = [
    ...new Set(seedPrescriptions(size).map((prescription) => prescription.userId)),
  ].filter((userId) => customers.has(userId));
  // The n-th note names the n-th record of its kind: two notes of a kind never name the same one.
  const at = <T>(rows: T[], k: number) => rows[k % rows.length]!;
  const record = (resource: string, recordId: string | null) => ({ resource, recordId });
  return [
    (k) => {
      const order = at(transactions, k);
      return {
        title: "New order received",
        message: `Order ${order.transactionCode} was placed.`,
        textKey: "NEW_ORDER",
        textValues: { code: order.transactionCode },
        target: record("transactions", order.transactionId),
      };
    },
    (k) => {
      const order = at(paid.length ? paid : transactions, k);
      return {
        title: "Payment confirmed",
        message: `Payment for ${order.transactionCode} has been confirmed.`,
        textKey: "PAYMENT_CONFIRMED",
        textValues: { code: order.transactionCode },
        target: record("transactions", order.transactionId),
      };
    },
    (k) => {
      const product = at(products, k);
      return {
        title: "Low stock",
        message: `Stock of ${product.productName} is below 5 at one outlet.`,
        textKey: "LOW_STOCK",
        textValues: { name: product.productName },
        target: record("products", product.productId),
      };
    },
    (k) => {
      const voucher = at(vouchers, k);
      const days = Math.max(1, Math.ceil((Date.parse(voucher.endAt) - now) / DAY));
      return {
        title: "Voucher ending soon",
        message: `${voucher.voucherName} ends in ${days} ${days === 1 ? "day" : "days"}.`,
        textKey: "VOUCHER_ENDING",
        textValues: { name: voucher.voucherName, count: days },
        target: record("vouchers", voucher.voucherId),
      };
    },
    (k) => {
      const product = at(products, k + 5);
      return {
        title: "New customer review",
        message: `A customer reviewed ${product.productName}.`,
        textKey: "NEW_REVIEW",
        textValues: { name: product.productName },
        target: record("products", product.productId),
      };
    },
    (k) => {
      const customer = customers.get(at(prescribed, k))!;
      return {
        title: "Prescription uploaded",
        message: `${customer.name} uploaded a new eye prescription.`,
        textKey: "PRESCRIPTION_UPLOADED",
        textValues: { name: customer.name },
        target: record("customer", customer.userId),
      };
    },
    (k) => {
      const reward = at(rewards, k);
      return {
        title: "Reward claimed",
        message: `A customer claimed ${reward.rewardName}.`,
        textKey: "REWARD_CLAIMED",
        textValues: { name: reward.rewardName },
        target: record("rewards", reward.rewardId),
      };
    },
    () => ({
      title: "Monthly report ready",
      message: "The sales report for last month is on the dashboard.",
      textKey: "MONTHLY_REPORT",
      // A report is no record: it is the dashboard's.
      target: record("dashboard", null),
    }),
  ];
}

export const seedNotifications = seeded<Notification>(
  "notifications",
  (size) => {
    const random = createRandom("notifications");
    const now = anchor();
    const today = startOfToday();
    const rows: Notification[] = [];
    const kinds = noteKinds(size);
    let n = 0;
    STAFF_DEMO_IDS.forEach((userId, u) => {
      for (let k = 0; k < NOTES_EACH; k++) {
        n++;
        // Every staff member gets every kind of note.
        const note = kinds[(k + u) % kinds.length]!(n);
        // Three today (two unread), never after now (a seeding in a day's first minutes), the rest
        // over the last ten days; every fourth older one unread.
        const createdMs =
          k < 3
            ? Math.min(now, Math.max(today + 60_000 * (k + 1), now - (k + 1) * 40 * 60_000))
            : now - (Math.floor(k / 2) + 1) * DAY - k * 3_600_000;
        const unread = k < 2 || k % 4 === 0;
        rows.push({
          id: `ntf-${n}`,
          ...note,
          type: "SYSTEM",
          platform: "cms",
          receiverUserId: userId,
          readByUserAt: unread
            ? null
            : iso(createdMs + 3_600_000 > now ? now : createdMs + 3_600_000),
          createdAt: iso(createdMs),
          updatedAt: iso(createdMs),
        });
      }
    });
    const customers = seedUsers(size)
      .filter((user) => user.userType === "CUSTOMER")
      .slice(0, 60);
    customers.forEach((customer, i) => {
      n++;
      const createdMs = now - random.int(0, 60) * DAY - random.int(0, 86_000) * 1000;
      rows.push({
        id: `ntf-${n}`,
        title: random.pick([
          "Your order has shipped",
          "Points added to your wallet",
          "New frames this week",
          "Your lenses are ready",
        ]),
        message: random.pick(["Tap to see the details.", "Thank you for shopping with us.", ""]),
        type: "PUSH",
        platform: i % 2 ? "android" : "ios",
        receiverUserId: customer.userId,
        readByUserAt: random.chance(0.6) ? iso(createdMs + DAY) : null,
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      });
    });
    return rows;
  },
  { cache: false },
);
