import { db } from "@/mocks/db";
import { invalid, me, route } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";
import {
  dashboardPoints,
  dashboardSummary,
  dashboardTrend,
  outletQuery,
  trendQuery,
} from "../schema/dashboard";
import { MAX_RANGE_DAYS, daysIn, isDay, periodDays } from "../schema/periods";
import { keyOf, outletOf, pointsOf, summaryOf, trendOf } from "./figures";

/**
 * The dashboards' calls (`/dashboard/summary`, `/trend`, `/points`): each answer summed by figures.ts
 * and kept until an order or a ledger entry changes (the collections' versions) or the minute turns,
 * so the panels of one page and the next visit cost nothing.
 */

/** Answers kept per question, dropped when the orders change or the minute turns. */
const cache = new Map<string, unknown>();
let cacheStamp = "";
function cached<T>(key: string, compute: () => T): T {
  const stamp = `${db.transactions.version}:${db.walletLedger.version}:${Math.floor(Date.now() / 60_000)}`;
  if (stamp !== cacheStamp) {
    cache.clear();
    cacheStamp = stamp;
  }
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}

const summary = route({
  method: "get",
  path: "/dashboard/summary",
  area: "TRANSACTION",
  action: "list",
  summary:
    "The dashboard's figures: sales today and this month against the span before, orders by status, new customers, vouchers used, the top products and stores",
  query: outletQuery,
  response: dashboardSummary,
  handler: (ctx) => {
    me(ctx);
    const outlet = outletOf(ctx);
    return cached(`summary|${keyOf(outlet)}`, () => summaryOf(outlet, Date.now()));
  },
});

const trend = route({
  method: "get",
  path: "/dashboard/trend",
  area: "TRANSACTION",
  action: "list",
  summary: "Sales per day over a span of days, against the span before, and by store and by brand",
  query: trendQuery,
  response: dashboardTrend,
  errors: [422],
  handler: (ctx) => {
    me(ctx);
    const asked = { from: ctx.query.get("from"), to: ctx.query.get("to") };
    // Neither day: the last 30 days (the dashboard's default period).
    const { from, to } =
      asked.from === null && asked.to === null ? periodDays("30d", Date.now())! : asked;
    if (!isDay(from)) throw invalid({ from: say("dashboard:api.day") });
    if (!isDay(to)) throw invalid({ to: say("dashboard:api.day") });
    if (to < from) throw invalid({ to: say("dashboard:api.endBeforeStart") });
    if (daysIn({ from, to }) > MAX_RANGE_DAYS)
      throw invalid({ to: say("dashboard:api.tooLong", { days: MAX_RANGE_DAYS }) });
    const outlet = outletOf(ctx);
    return cached(`trend|${from}|${to}|${keyOf(outlet)}`, () => trendOf(outlet, from, to));
  },
});

const points = route({
  method: "get",
  path: "/dashboard/points",
  area: "WALLET_POINT",
  action: "list",
  summary: "Points issued and redeemed this month against last month over the same days",
  query: outletQuery,
  response: dashboardPoints,
  handler: (ctx) => {
    me(ctx);
    const outlet = outletOf(ctx);
    return cached(`points|${keyOf(outlet)}`, () => pointsOf(outlet, Date.now()));
  },
});

export const handlers = [summary, trend, points];
