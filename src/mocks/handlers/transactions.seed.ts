import { DAY, anchor, iso, pad, seeded } from "../lib/seed";
import { BRAND_SEED } from "./brands.seed";
import { PAYMENT_CHANNELS } from "./payment-channels.seed";
import { seedProducts } from "./products.seed";
import { seedStores } from "./stores.seed";
import { customersOf } from "./users.seed";
import { createRandom } from "../lib/random";
import {
  TRANSACTION_STATUSES as STATUSES,
  type Transaction,
  type TransactionStatus,
} from "@/contract/transaction";

const COURIERS = [
  "biteship.jne",
  "biteship.jnt",
  "biteship.sicepat",
  "biteship.anteraja",
  "biteship.gosend",
  "biteship.grab_express",
];

function statusFor(ageDays: number, roll: number, n: number): TransactionStatus {
  if (n < STATUSES.length) return STATUSES[n]!; // every status present whatever the size
  if (ageDays < 1) return roll < 0.35 ? "WAITING_PAYMENT" : roll < 0.75 ? "PAID" : "PROCESSED";
  if (ageDays < 4)
    return roll < 0.1
      ? "WAITING_PAYMENT"
      : roll < 0.3
        ? "PAID"
        : roll < 0.55
          ? "PROCESSED"
          : roll < 0.85
            ? "SHIPPED"
            : "EXPIRED";
  if (ageDays < 14)
    return roll < 0.25
      ? "SHIPPED"
      : roll < 0.6
        ? "DELIVERED"
        : roll < 0.85
          ? "COMPLETED"
          : roll < 0.95
            ? "CANCELLED"
            : "EXPIRED";
  return roll < 0.8
    ? "COMPLETED"
    : roll < 0.88
      ? "CANCELLED"
      : roll < 0.95
        ? "EXPIRED"
        : "REFUNDED";
}

export const seedTransactions = seeded<Transaction>("transactions", (size) => {
  const random = createRandom(`transactions:${size}`);
  const count = size === "large" ? 100_000 : 2_000;
  const customers = customersOf(size);
  const products = seedProducts(size).filter(
    (product) =>
      product.status === "ACTIVE" &&
      ["FRAME", "LENSA", "ADD_ONS", "BUNDLING"].includes(product.productType),
  );
  const stores = seedStores(size);
  const now = anchor();
  const rows: Transaction[] = new Array(count);
  // Oldest first, so codes grow with time and the default "newest first" sort meets one long run.
  const ages = Float64Array.from({ length: count }, () => Math.floor(random.next() * 365 * DAY))
    .sort()
    .reverse();
  for (let n = 0; n < count; n++) {
    const ageMs = ages[n]!;
    const createdMs = now - ageMs;
    const status = statusFor(ageMs / DAY, random.next(), count - 1 - n);
    const customer = customers[Math.floor(random.next() * customers.length)]!;
    const store = stores[Math.floor(random.next() * stores.length)]!;
    const itemCount = random.next() < 0.6 ? 1 : random.next() < 0.8 ? 2 : 3;
    const items = [];
    let subtotal = 0;
    for (let k = 0; k < itemCount; k++) {
      const product = products[Math.floor(random.next() * products.length)]!;
      const qty = product.productType === "ADD_ONS" && random.next() < 0.3 ? 2 : 1;
      const price = product.salePrice ?? product.price;
      subtotal += price * qty;
      items.push({
        productId: product.productId,
        productName: product.productName,
        productType: product.productType,
        qty,
        price,
      });
    }
    const delivery = random.next() < 0.55;
    const shippingCost = delivery ? 9_000 + Math.floor(random.next() * 8) * 3_000 : 0;
    const discount = random.next() < 0.2 ? Math.round((subtotal * 0.1) / 1000) * 1000 : 0;
    const channel = Math.floor(random.next() * PAYMENT_CHANNELS.length);
    const paid = status !== "WAITING_PAYMENT" && status !== "EXPIRED";
    const number = n + 1;
    rows[n] = {
      transactionId: `trx-${number}`,
      transactionCode: `TRX${pad(number, 8)}`,
      customerId: customer.userId,
      customerName: customer.name,
      customerEmail: customer.email,
      storeId: store.storeId,
      storeName: store.storeName,
      brandId: store.companyBrandId,
      status,
      paymentMethod: PAYMENT_CHANNELS[channel]![0],
      paymentChannelId: `pch-${channel + 1}`,
      paymentCode: `PAY${pad(number, 8)}`,
      items,
      subtotal,
      discount,
      shippingCost,
      total: subtotal - discount + shippingCost,
      voucherCode: discount
        ? `${BRAND_SEED[Number(store.companyBrandId.slice(4)) - 1]!.brandCode}HEMAT10`
        : null,
      deliveryType: delivery ? "DELIVERY" : "PICKUP",
      courier: delivery ? COURIERS[Math.floor(random.next() * COURIERS.length)]! : null,
      trackingNumber:
        delivery && ["SHIPPED", "DELIVERED", "COMPLETED"].includes(status)
          ? `JP${pad(Math.floor(random.next() * 1e10), 10)}`
          : null,
      notes: random.next() < 0.1 ? "Please call before delivery." : "",
      paidAt: paid ? iso(createdMs + 20 * 60_000) : null,
      createdAt: iso(createdMs),
      updatedAt: iso(Math.min(now, createdMs + (paid ? 2 * DAY : 60 * 60_000))),
    };
  }
  return rows;
});
