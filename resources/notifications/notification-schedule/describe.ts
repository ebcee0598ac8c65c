import type { TFunction } from "i18next";
import { formatDate } from "@/lib/format";
import { SCHEDULE_TIME_ZONE, zonedParts } from "../schema/schedule-rules";
import { weekdayShortLabel } from "./labels";

/**
 * A send time as staff read it, on Jakarta's clock whatever the browser's zone: "Thu, 26/11/2026
 * 09:00 WIB" (the date written the console's way; the weekday, since schedules repeat by it).
 */
export function formatWib(at: string | null | undefined, t: TFunction): string {
  const instant = at ? Date.parse(at) : NaN;
  if (!Number.isFinite(instant)) return "-";
  const { date, time } = zonedParts(SCHEDULE_TIME_ZONE, instant);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return t("notifications:rule.atWib", {
    weekday: weekdayShortLabel(t, weekday),
    date: formatDate(date),
    time,
  });
}
