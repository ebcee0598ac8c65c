/**
 * The dashboards' figures (`/dashboard`, `/my-dashboard`): one call per panel group, each narrowed
 * by the outlet (a store or a brand) and limited to the stores the user may see (a sub-app user's
 * sub roles). "Sales" are the orders paid and not undone (paid, processing, ready, shipped,
 * completed), by the day they were placed; rupiah are whole.
 */
import { count, timestamp, z } from "@/contract/common";
import { DASHBOARD_PERIODS } from "./periods";

const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .meta({ description: `${description} (YYYY-MM-DD).` });
const rupiah = (description: string) =>
  z
    .number()
    .int()
    .min(0)
    .meta({ description: `${description} (whole rupiah).` });

/** Which outlet the figures are for (none: every store the user may see). */
export const outletQuery = z.object({
  storeId: z.string().optional().meta({ description: "Only this store's orders." }),
  brandId: z.string().optional().meta({ description: "Only the orders of this brand's stores." }),
});

/** A figure now and over the span it is compared with. */
const comparison = (description: string) =>
  z
    .object({
      current: z.number().int().min(0),
      previous: z.number().int().min(0),
    })
    .meta({ description });

export const dashboardSummary = z
  .object({
    asOf: timestamp("When the figures were summed."),
    salesToday: comparison("Sales today so far, and yesterday up to the same time (rupiah)."),
    salesMonth: comparison(
      "Sales this month so far, and last month up to the same day and time (rupiah).",
    ),
    ordersMonth: comparison("Orders paid this month so far, and last month over the same days."),
    newCustomersMonth: comparison(
      "Customers whose first paid order (at this outlet, when one is chosen) was this month, and last month over the same days.",
    ),
    vouchersUsedMonth: comparison(
      "Paid orders this month that used a voucher, and last month over the same days.",
    ),
    byStatus: z
      .array(
        z.object({
          status: z.string().meta({ description: "A transaction status (Transaction.status)." }),
          count: count("Orders."),
        }),
      )
      .meta({
        description:
          "Every order of the outlet by its status now (whatever its date): the list filtered by status shows the same counts.",
      }),
    topProducts: z
      .array(
        z.object({
          productId: z.string(),
          productName: z.string(),
          quantity: count("Pieces sold."),
          sales: rupiah("Their value at the unit price of the order"),
        }),
      )
      .max(5)
      .meta({ description: "The five products sold most this month (by value)." }),
    topStores: z
      .array(
        z.object({
          storeId: z.string(),
          storeName: z.string(),
          orders: count("Paid orders."),
          sales: rupiah("Sales"),
        }),
      )
      .max(5)
      .meta({ description: "The five stores that sold most this month." }),
  })
  .meta({ id: "DashboardSummary" });

export const trendQuery = outletQuery
  .extend({
    from: day("The first day (with `to`; neither: the last 30 days)").optional(),
    to: day("The last day, at most 366 days after the first").optional(),
  })
  .meta({ id: "DashboardTrendQuery" });

const salesOf = <S extends z.ZodRawShape>(shape: S, description: string) =>
  z.array(z.object({ ...shape, sales: rupiah("Sales") })).meta({ description });

export const dashboardTrend = z
  .object({
    from: day("The first day"),
    to: day("The last day"),
    previousFrom: day("The first day of the span compared with"),
    previousTo: day("The last day of the span compared with"),
    sales: comparison("Sales over the days, and over the span compared with (rupiah)."),
    days: z
      .array(z.object({ day: day("The day"), sales: rupiah("Sales"), orders: count("Orders.") }))
      .meta({ description: "Every day of the span, oldest first (days without sales: 0)." }),
    byStore: salesOf(
      { storeId: z.string(), storeName: z.string() },
      "Sales by store over the days, most first (stores without sales left out).",
    ),
    byBrand: salesOf(
      { brandId: z.string(), brandName: z.string() },
      "Sales by brand over the days, most first (brands without sales left out).",
    ),
  })
  .meta({ id: "DashboardTrend" });

export const dashboardPoints = z
  .object({
    issued: comparison(
      "Points customers earned or were given this month so far, and last month over the same days.",
    ),
    redeemed: comparison(
      "Points spent on rewards this month so far, and last month over the same days.",
    ),
  })
  .meta({ id: "DashboardPoints" });

export type DashboardSummary = z.infer<typeof dashboardSummary>;
export type DashboardTrend = z.infer<typeof dashboardTrend>;
export type DashboardPoints = z.infer<typeof dashboardPoints>;
export type Comparison = DashboardSummary["salesToday"];
export { DASHBOARD_PERIODS };
