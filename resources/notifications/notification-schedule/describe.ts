import type { TFunction } from "i18next";
import { formatDate } from "@/lib/format";
import { zonedParts, type ScheduleTimeZone } from "../schema/schedule-rules";
import { weekdayShortLabel, zoneAbbreviation } from "./labels";

/**
 * A send time as staff read it, on the schedule's clock whatever the browser's zone: "Thu, 26/11/2026
 * 09:00 WITA" (the date written the console's way; the weekday, since schedules repeat by it; the
 * zone's abbreviation, since the same instant reads an hour apart in Jakarta and Bali).
 */
export function formatInZone(
  at: string | null | undefined,
  timeZone: ScheduleTimeZone,
  t: TFunction,
): string {
  const instant = at ? Date.parse(at) : NaN;
  if (!Number.isFinite(instant)) return "-";
  const { date, time } = zonedParts(timeZone, instant);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return t("notifications:rule.atInZone", {
    weekday: weekdayShortLabel(t, weekday),
    date: formatDate(date),
    time,
    zone: zoneAbbreviation(t, timeZone),
  });
}
