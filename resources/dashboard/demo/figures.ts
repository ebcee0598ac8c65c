/**
 * The dashboards' figures summed from the demo database: one pass over the orders of the outlet per
 * answer (dashboard.ts keeps each answer until an order changes or the minute turns).
 */
import { db } from "@/mocks/db";
import type { RouteContext } from "@/mocks/lib/route";
import { visibleStores } from "@resources/transactions/demo/exports";
import type { Transaction } from "@resources/transactions/exports";
import {
  outletQuery,
  type Comparison,
  type DashboardPoints,
  type DashboardSummary,
  type DashboardTrend,
} from "../schema/dashboard";
import {
  eachDay,
  monthSoFar,
  previousDays,
  timeOf,
  todaySoFar,
  type TimeSpan,
} from "../schema/periods";

/** The statuses of an order that was paid and not undone: its value is a sale. */
const SOLD = new Set<Transaction["status"]>([
  "PAID",
  "PROCESSING",
  "READY_FOR_PICKUP",
  "SHIPPED",
  "COMPLETED",
]);

export interface Outlet {
  storeId?: string;
  brandId?: string;
  /** The stores the user may see (undefined: all). */
  stores?: Set<string>;
}

export function outletOf(ctx: RouteContext): Outlet {
  const query = outletQuery.safeParse(Object.fromEntries(ctx.query));
  const wanted = query.success ? query.data : {};
  return {
    storeId: wanted.storeId || undefined,
    brandId: wanted.brandId || undefined,
    stores: visibleStores(ctx),
  };
}

const inOutlet = (outlet: Outlet) => (trx: Transaction) =>
  (!outlet.stores || outlet.stores.has(trx.storeId)) &&
  (!outlet.storeId || trx.storeId === outlet.storeId) &&
  (!outlet.brandId || trx.brandId === outlet.brandId);

export const keyOf = (outlet: Outlet) =>
  [outlet.storeId ?? "", outlet.brandId ?? "", [...(outlet.stores ?? ["*"])].sort().join(",")].join(
    "|",
  );

/**
 * A span as the orders write time (ISO strings in UTC, all of one length): compared as text, so a pass
 * over 100,000 orders parses no date.
 */
interface IsoSpan {
  start: string;
  end: string;
}
const isoOf = (span: TimeSpan): IsoSpan => ({
  start: new Date(span.start).toISOString(),
  end: new Date(span.end).toISOString(),
});
const within = (at: string, span: IsoSpan) => at >= span.start && at < span.end;

/** The five largest of a tally, most first (ties by name). */
function topOf<T extends { sales: number }>(rows: Iterable<T>, name: (row: T) => string): T[] {
  return [...rows].sort((a, b) => b.sales - a.sales || name(a).localeCompare(name(b))).slice(0, 5);
}

export function summaryOf(outlet: Outlet, now: number): DashboardSummary {
  const days = todaySoFar(now);
  const months = monthSoFar(now);
  const today = { current: isoOf(days.current), previous: isoOf(days.previous) };
  const month = { current: isoOf(months.current), previous: isoOf(months.previous) };
  const salesToday: Comparison = { current: 0, previous: 0 };
  const salesMonth: Comparison = { current: 0, previous: 0 };
  const ordersMonth: Comparison = { current: 0, previous: 0 };
  const vouchersUsedMonth: Comparison = { current: 0, previous: 0 };
  const byStatus = new Map<string, number>();
  const firstOrder = new Map<string, string>();
  const products = new Map<
    string,
    { productId: string; productName: string; quantity: number; sales: number }
  >();
  const stores = new Map<
    string,
    { storeId: string; storeName: string; orders: number; sales: number }
  >();
  const belongs = inOutlet(outlet);
  for (const trx of db.transactions.all()) {
    if (!belongs(trx)) continue;
    byStatus.set(trx.status, (byStatus.get(trx.status) ?? 0) + 1);
    if (!SOLD.has(trx.status)) continue;
    const at = trx.createdAt;
    const first = firstOrder.get(trx.customerId);
    if (first === undefined || at < first) firstOrder.set(trx.customerId, at);
    if (within(at, today.current)) salesToday.current += trx.total;
    else if (within(at, today.previous)) salesToday.previous += trx.total;
    const thisMonth = within(at, month.current);
    if (!thisMonth && !within(at, month.previous)) continue;
    const side = thisMonth ? "current" : "previous";
    salesMonth[side] += trx.total;
    ordersMonth[side] += 1;
    if (trx.voucher) vouchersUsedMonth[side] += 1;
    if (!thisMonth) continue;
    const store = stores.get(trx.storeId) ?? {
      storeId: trx.storeId,
      storeName: trx.storeName,
      orders: 0,
      sales: 0,
    };
    store.orders += 1;
    store.sales += trx.total;
    stores.set(trx.storeId, store);
    for (const item of trx.items) {
      const product = products.get(item.productId) ?? {
        productId: item.productId,
        productName: item.productName,
        quantity: 0,
        sales: 0,
      };
      product.quantity += item.qty;
      product.sales += item.qty * item.unitPrice;
      products.set(item.productId, product);
    }
  }
  const newCustomersMonth: Comparison = { current: 0, previous: 0 };
  for (const at of firstOrder.values()) {
    if (within(at, month.current)) newCustomersMonth.current += 1;
    else if (within(at, month.previous)) newCustomersMonth.previous += 1;
  }
  return {
    asOf: new Date(now).toISOString(),
    salesToday,
    salesMonth,
    ordersMonth,
    newCustomersMonth,
    vouchersUsedMonth,
    byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    topProducts: topOf(products.values(), (row) => row.productName),
    topStores: topOf(stores.values(), (row) => row.storeName),
  };
}

export function trendOf(outlet: Outlet, from: string, to: string): DashboardTrend {
  const span = { from, to };
  const previous = previousDays(span);
  const current = isoOf(timeOf(span));
  const before = isoOf(timeOf(previous));
  const dayList = eachDay(span);
  const days = dayList.map((day) => ({ day, sales: 0, orders: 0 }));
  // Each day's first moment, as the orders write time: an order's day is found by comparing text.
  const starts = dayList.map((day) => isoOf(timeOf({ from: day, to: day })).start);
  const dayIndex = (at: string) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const stores = new Map<string, { storeId: string; storeName: string; sales: number }>();
  const brands = new Map<string, { brandId: string; brandName: string; sales: number }>();
  const sales: Comparison = { current: 0, previous: 0 };
  const belongs = inOutlet(outlet);
  for (const trx of db.transactions.all()) {
    if (!SOLD.has(trx.status) || !belongs(trx)) continue;
    const at = trx.createdAt;
    if (within(at, before)) {
      sales.previous += trx.total;
      continue;
    }
    if (!within(at, current)) continue;
    sales.current += trx.total;
    const day = days[dayIndex(at)]!;
    day.sales += trx.total;
    day.orders += 1;
    const store = stores.get(trx.storeId) ?? {
      storeId: trx.storeId,
      storeName: trx.storeName,
      sales: 0,
    };
    store.sales += trx.total;
    stores.set(trx.storeId, store);
    const brand = brands.get(trx.brandId) ?? {
      brandId: trx.brandId,
      brandName: db.brands.get(trx.brandId)?.brandName ?? trx.brandId,
      sales: 0,
    };
    brand.sales += trx.total;
    brands.set(trx.brandId, brand);
  }
  const byName = <T extends { sales: number }>(rows: Iterable<T>, name: (row: T) => string) =>
    [...rows].sort((a, b) => b.sales - a.sales || name(a).localeCompare(name(b)));
  return {
    from,
    to,
    previousFrom: previous.from,
    previousTo: previous.to,
    sales,
    days,
    byStore: byName(stores.values(), (row) => row.storeName),
    byBrand: byName(brands.values(), (row) => row.brandName),
  };
}

/** Points in (earned, added) and out on rewards this month and last month over the same days. */
export function pointsOf(outlet: Outlet, now: number): DashboardPoints {
  const months = monthSoFar(now);
  const month = { current: isoOf(months.current), previous: isoOf(months.previous) };
  const issued: Comparison = { current: 0, previous: 0 };
  const redeemed: Comparison = { current: 0, previous: 0 };
  const narrowed = outlet.storeId || outlet.brandId || outlet.stores;
  const belongs = inOutlet(outlet);
  for (const entry of db.walletLedger.all()) {
    if (entry.type !== "EARN" && entry.type !== "ADD" && entry.type !== "REDEEM") continue;
    // Narrowed to an outlet, only the points of its orders count (a reward or a gift has no store).
    if (narrowed) {
      const trx = entry.transactionId ? db.transactions.get(entry.transactionId) : undefined;
      if (!trx || !belongs(trx)) continue;
    }
    const at = entry.createdAt;
    const side = within(at, month.current)
      ? "current"
      : within(at, month.previous)
        ? "previous"
        : undefined;
    if (!side) continue;
    (entry.type === "REDEEM" ? redeemed : issued)[side] += entry.points;
  }
  return { issued, redeemed };
}
