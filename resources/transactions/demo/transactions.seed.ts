import { DAY, anchor, iso, pad, seeded } from "@/mocks/lib/seed";
import { BRAND_SEED } from "@resources/catalogue/demo/exports";
import { seedPaymentChannels } from "@resources/payments/demo/exports";
import { seedPrescriptions } from "@resources/users/demo/exports";
import { seedProducts } from "@resources/catalogue/demo/exports";
import { seedStores } from "@resources/catalogue/demo/exports";
import { customersOf } from "@resources/users/demo/exports";
import { createRandom } from "@/mocks/lib/random";
import {
  TRANSACTION_SETTING_DEFAULTS as SETTINGS,
  endOfDay,
  makeCode,
  needsAttention,
  paymentStatusOf,
  type DeliveryType,
  type TransactionStatus,
  type VoucherTerms,
} from "../schema/transaction-rules";
import type { StatusChangeEntry, Transaction, TransactionItem } from "../schema/transaction";
import type { AnyRecord, DataSize } from "@/mocks/db/collection";
import { COURIERS, SYSTEM, chargesOf, itemOf, partiesOf } from "./orders";
import {
  EXPIRY_MS,
  MINUTE,
  NOTES,
  STAFF,
  SYSTEM_NOTE_OF,
  pathTo,
  shopRhythm,
  statusFor,
  stepTimes,
} from "./seed-timeline";

/** The newest orders show every status whatever the size (the flow's examples). */
const FIRST: [TransactionStatus, DeliveryType][] = [
  ["WAITING_PAYMENT", "DELIVERY"],
  ["WAITING_PAYMENT", "PICKUP"],
  ["PAID", "DELIVERY"],
  ["PAID", "PICKUP"],
  ["PROCESSING", "DELIVERY"],
  ["PROCESSING", "PICKUP"],
  ["READY_FOR_PICKUP", "PICKUP"],
  ["SHIPPED", "DELIVERY"],
  ["COMPLETED", "DELIVERY"],
  ["CANCELLED", "PICKUP"],
  ["EXPIRED", "DELIVERY"],
  ["REFUNDED", "PICKUP"],
];

/** At least this many paid orders wait longer than the setting allows to be processed (overdue). */
const OVERDUE_AT_LEAST = 4;

const VOUCHERS: Omit<VoucherTerms, "code">[] = [
  { type: "AMOUNT", value: 50_000, maxDiscount: null },
  { type: "PERCENTAGE", value: 10, maxDiscount: 100_000 },
  { type: "AMOUNT", value: 15_000, maxDiscount: null },
];

/** The orders of a data set, oldest first (seedTransactions); with `limit`, only the oldest ones. */
function generateTransactions(size: DataSize, limit = Infinity): Transaction[] {
  const random = createRandom(`transactions:${size}`);
  const count = size === "large" ? 100_000 : 2_000;
  // The oldest `made` orders take the same draws of the random stream as in the whole set.
  const made = Math.min(count, limit);
  const customers = customersOf(size);
  const all = seedProducts(size);
  const byId = new Map(all.map((product) => [product.productId, product]));
  const products = all.filter(
    (product) =>
      product.status === "ACTIVE" &&
      ["FRAME", "LENSA", "ADD_ONS", "BUNDLING"].includes(product.productType),
  );
  // A bundle's contents are the same on every order of it: one shared list per product.
  const contents = new Map<string, TransactionItem["bundleContents"]>();
  for (const product of products)
    contents.set(
      product.productId,
      product.bundleItems.map((entry) => {
        const inner = byId.get(entry.productId);
        return {
          productId: entry.productId,
          productName: inner?.productName ?? entry.productId,
          productType: inner?.productType ?? "OTHER",
          variantName:
            inner?.variants.find((variant) => variant.variantId === entry.variantId)?.color ?? null,
        };
      }),
    );
  const prescriptions = new Map<string, TransactionItem["prescription"]>();
  for (const saved of seedPrescriptions(size))
    if (!prescriptions.has(saved.userId))
      prescriptions.set(saved.userId, {
        prescriptionId: saved.prescriptionId,
        examinedAt: saved.examinedAt,
        right: saved.right,
        left: saved.left,
        pd: saved.pd,
      });
  const channels = seedPaymentChannels(size).map((channel: AnyRecord) => ({
    paymentChannelId: String(channel.paymentChannelId),
    channelName: String(channel.channelName),
    channelCode: String(channel.channelCode),
    feeFixed: Number(channel.feeFixed),
    feePercent: Number(channel.feePercent),
  }));
  const stores = seedStores(size);
  const now = anchor();
  const rows: Transaction[] = new Array(made);
  // Oldest first, so codes grow with time and the default "newest first" sort meets one long run.
  const rhythm = shopRhythm(now);
  const ages = Float64Array.from({ length: count }, () => rhythm(random.next()))
    .sort()
    .reverse();
  // The two newest wait for payment (FIRST): placed recently enough that their payment is still open.
  ages[count - 1] = Math.min(ages[count - 1]!, 12 * MINUTE);
  ages[count - 2] = Math.min(ages[count - 2]!, 35 * MINUTE);
  // The older of them runs out today (the list's "Payment runs out today", the dashboard's count),
  // however late the seeding: placed less than the payment expiry before midnight. Orders younger than
  // it move back with it, so codes still grow with time (their statuses and the random stream stay).
  const untilMidnight = endOfDay(now) - now; // a minute at least: the anchor is a whole minute
  if (ages[count - 2]! <= EXPIRY_MS - untilMidnight) {
    ages[count - 2] = EXPIRY_MS - untilMidnight / 2;
    for (let n = count - 3; n >= 0 && ages[n]! < ages[n + 1]!; n--) ages[n] = ages[n + 1]!;
  }
  for (let n = 0; n < made; n++) {
    const ageMs = ages[n]!;
    const createdMs = now - ageMs;
    const fromNewest = count - 1 - n;
    const forced = FIRST[fromNewest];
    const deliveryType: DeliveryType =
      forced?.[1] ?? (random.next() < 0.55 ? "DELIVERY" : "PICKUP");
    const rolled = forced?.[0] ?? statusFor(ageMs / DAY, random.next(), deliveryType);
    // An order still waiting once its payment time ran out has expired.
    const status = rolled === "WAITING_PAYMENT" && ageMs >= EXPIRY_MS ? "EXPIRED" : rolled;
    const customer = customers[Math.floor(random.next() * customers.length)]!;
    const store = stores[Math.floor(random.next() * stores.length)]!;
    const itemCount = random.next() < 0.6 ? 1 : random.next() < 0.8 ? 2 : 3;
    const items: TransactionItem[] = [];
    let subtotal = 0;
    let quantity = 0;
    for (let k = 0; k < itemCount; k++) {
      const product = products[Math.floor(random.next() * products.length)]!;
      const qty = product.productType === "ADD_ONS" && random.next() < 0.3 ? 2 : 1;
      const unitPrice = product.salePrice ?? product.price;
      const variant = product.variants.length
        ? product.variants[Math.floor(random.next() * product.variants.length)]!
        : undefined;
      subtotal += unitPrice * qty;
      quantity += qty;
      items.push(
        itemOf(product, variant, qty, {
          prescription:
            product.productType === "LENSA" ? (prescriptions.get(customer.userId) ?? null) : null,
          bundleContents: contents.get(product.productId) ?? [],
        }),
      );
    }
    const channel = channels[Math.floor(random.next() * channels.length)]!;
    const shippingCost =
      deliveryType === "DELIVERY" ? 9_000 + Math.floor(random.next() * 8) * 3_000 : 0;
    const brand = BRAND_SEED[Number(store.companyBrandId.slice(4)) - 1];
    const voucherPlan = random.next() < 0.2 ? VOUCHERS[Math.floor(random.next() * 3)]! : null;
    const voucher: VoucherTerms | null = voucherPlan
      ? {
          code: `${brand?.brandCode ?? "OPTK"}HEMAT${pad(voucherPlan.value % 100, 2)}`,
          ...voucherPlan,
        }
      : null;
    // Every draw is taken whatever the order's age, so the orders' customers, products and channels
    // do not change with the day the demo starts (the ages follow the calendar: shopRhythm).
    const formulaDraw = random.next();
    const formula = ageMs > 120 * DAY ? "STANDARD" : formulaDraw < 0.5 ? "ADVANCED" : "STANDARD";
    const charges = chargesOf(channel, {
      subtotal,
      shippingCost,
      voucher,
      formula,
      allowZeroPayment: false,
    });
    const number = n + 1;
    const path = pathTo(status, deliveryType);
    const statusHistory: StatusChangeEntry[] = [];
    const times = stepTimes(path, ageMs, number);
    let at = createdMs;
    let paidMs: number | null = null;
    path.forEach((to, step) => {
      at = createdMs + times[step]!;
      if (to === "PAID") paidMs = at;
      statusHistory.push({
        from: step === 0 ? null : path[step - 1]!,
        to,
        note: NOTES[to],
        ...(SYSTEM_NOTE_OF[to] ? { noteKey: SYSTEM_NOTE_OF[to] } : {}),
        by:
          step === 0 || to === "CANCELLED"
            ? { userId: customer.userId, name: customer.name }
            : to === "PAID" || to === "EXPIRED"
              ? SYSTEM
              : STAFF[number % 2]!,
        at: iso(at),
      });
    });
    const courier = COURIERS[Math.floor(random.next() * COURIERS.length)]!;
    const trackingDraw = random.next();
    const address = customer.address;
    rows[n] = {
      transactionId: `trx-${number}`,
      transactionCode: makeCode(SETTINGS.TRX_CODE_PREFIX, SETTINGS.TRX_CODE_NUMERIC_LENGTH, number),
      status,
      paymentStatus: paymentStatusOf(status),
      ...partiesOf(customer, store),
      items,
      itemCount: quantity,
      ...charges,
      formula,
      deliveryType,
      shipping:
        deliveryType === "DELIVERY"
          ? {
              courier: courier[0],
              service: courier[1][Math.floor(random.next() * courier[1].length)]!,
              trackingNumber: path.includes("SHIPPED")
                ? `JP${pad(Math.floor(trackingDraw * 1e10), 10)}`
                : null,
              recipientName: customer.name,
              phone: customer.phone,
              address: address?.street ?? "Jl. Melati No. 1",
              city: address?.city ?? store.address.city,
              province: address?.province ?? store.address.province,
              postalCode: address?.postalCode ?? "10110",
            }
          : null,
      paymentChannelId: channel.paymentChannelId,
      channelName: channel.channelName,
      channelCode: channel.channelCode,
      paymentCode: makeCode(
        SETTINGS.PAYMENT_CODE_PREFIX,
        SETTINGS.PAYMENT_CODE_NUMERIC_LENGTH,
        number,
      ),
      paymentExpiresAt: iso(createdMs + EXPIRY_MS),
      paidAt: paidMs === null ? null : iso(paidMs),
      statusHistory,
      createdAt: iso(createdMs),
      updatedAt: iso(at),
    };
  }
  // What follows changes a few of the newest orders: a part of the set (firstOrders) goes without it.
  if (made < count) return rows;
  // A few paid orders wait too long to be processed (the list's "Paid, waiting too long to be
  // processed", the dashboard's count): while fewer are, the newest orders that went past "paid" and
  // were paid longer ago than the setting allows had not been started yet. Only their steps after
  // "paid" go: no draw of the random stream depends on it, and their payment stays as it was. The
  // newest orders, one of each status (FIRST), stay as they are.
  const at = { now, processWithinHours: SETTINGS.TRX_PROCESS_WITHIN_HOURS };
  const started = new Set<TransactionStatus>(["PROCESSING", "READY_FOR_PICKUP", "SHIPPED"]);
  let overdue = rows.filter((trx) => needsAttention("overdue", trx, at)).length;
  for (let n = count - 1 - FIRST.length; n >= 0 && overdue < OVERDUE_AT_LEAST; n--) {
    const trx = rows[n]!;
    if (!started.has(trx.status) || !needsAttention("overdue", { ...trx, status: "PAID" }, at))
      continue;
    const statusHistory = trx.statusHistory.slice(
      0,
      trx.statusHistory.findIndex((entry) => entry.to === "PAID") + 1,
    );
    rows[n] = {
      ...trx,
      status: "PAID",
      paymentStatus: paymentStatusOf("PAID"),
      shipping: trx.shipping ? { ...trx.shipping, trackingNumber: null } : null,
      statusHistory,
      updatedAt: statusHistory.at(-1)!.at,
    };
    overdue++;
  }
  return rows;
}

export const seedTransactions = seeded<Transaction>("transactions", (size) =>
  generateTransactions(size),
);

/**
 * The ids, codes and payment statuses of the oldest `count` orders of seedTransactions(size), without
 * generating the others (the staff's notes name them; the large set's 100,000 orders take a few
 * hundred milliseconds in the demo API's worker). The whole set's later changes leave these as they are.
 */
export function firstOrders(
  size: DataSize,
  count: number,
): Pick<Transaction, "transactionId" | "transactionCode" | "paymentStatus">[] {
  return generateTransactions(size, count).map(
    ({ transactionId, transactionCode, paymentStatus }) => ({
      transactionId,
      transactionCode,
      paymentStatus,
    }),
  );
}
