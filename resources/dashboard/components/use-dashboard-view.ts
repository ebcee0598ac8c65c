import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  DASHBOARD_PERIODS,
  periodDays,
  type DashboardPeriod,
  type DaySpan,
} from "../schema/periods";

/** Whose figures the panels show: a store, a brand's stores, or (neither) every store the user sees. */
export interface OutletChoice {
  storeId?: string;
  brandId?: string;
}

/** "Sales by": the stores or the brands. */
export type SalesBy = "store" | "brand";

/** The outlet an address names (`storeId`, else `brandId`; neither: every store). */
export const outletOf = (params: URLSearchParams): OutletChoice => ({
  storeId: params.get("storeId") ?? undefined,
  brandId: params.get("brandId") ?? undefined,
});

const isPeriod = (value: string | null): value is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(value ?? "");

/**
 * The dashboard's view, kept in the URL so a link or a reload shows the same figures: the outlet
 * (`storeId` or `brandId`), the chart's period (`period`, and `from`/`to` for a range of days) and
 * what sales are split by (`by`). A period the URL does not name is the last 30 days.
 */
export function useDashboardView(now = Date.now()) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("period");
  const period: DashboardPeriod = isPeriod(raw) ? raw : "30d";
  const custom = { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined };
  const span: DaySpan | undefined = periodDays(period, now, custom);
  const outlet: OutletChoice = useMemo(() => outletOf(params), [params]);
  const salesBy: SalesBy = params.get("by") === "brand" ? "brand" : "store";

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes))
            if (value === undefined || value === "") next.delete(key);
            else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    period,
    span,
    outlet,
    salesBy,
    setPeriod: (next: DashboardPeriod, range?: DaySpan) =>
      update({
        period: next === "30d" ? undefined : next,
        from: next === "custom" ? range?.from : undefined,
        to: next === "custom" ? range?.to : undefined,
      }),
    setOutlet: (choice: OutletChoice) =>
      update({ storeId: choice.storeId, brandId: choice.storeId ? undefined : choice.brandId }),
    setSalesBy: (by: SalesBy) => update({ by: by === "store" ? undefined : by }),
  };
}

/** The outlet as the dashboard calls' query (`storeId` or `brandId`; nothing for every store). */
export const outletParams = ({ storeId, brandId }: OutletChoice) =>
  storeId ? { storeId } : brandId ? { brandId } : {};
