import type { TFunction } from "i18next";
import { formatDate } from "@/lib/format";
import type { NotificationSchedule } from "../schema/notification-schedule";
import { LAST_DAY, cronToRule, zonedParts, type ScheduleTimeZone } from "../schema/schedule-rules";
import { weekdayLabel, weekdayShortLabel, zoneAbbreviation } from "./labels";

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

/** The weekdays of a rule in words: "Monday", "Monday and Thursday", "Monday, Tuesday, and Friday". */
function daysText(t: TFunction, weekdays: number[]): string {
  const names = weekdays.map((day) => weekdayLabel(t, day));
  if (names.length <= 1) return names[0] ?? "";
  const last = names[names.length - 1]!;
  const first = names.slice(0, -1).join(t("notifications:rule.daySeparator"));
  return names.length === 2
    ? t("notifications:rule.daysTwo", { first, last })
    : t("notifications:rule.daysMany", { first, last });
}

/**
 * A repeating rule on its zone's clock as one sentence of the language ("At 09:00, only on Monday
 * and Thursday (WITA)"; "毎週月曜日と木曜日の 09:00 (WITA) に送信します。"), or undefined for a cron the
 * console does not write. Each kind is its own sentence with placeholders (the time, the days, the
 * zone's abbreviation), so no language is pieced together.
 */
export function cronSentence(
  t: TFunction,
  cron: string | null | undefined,
  timeZone: ScheduleTimeZone,
): string | undefined {
  const rule = cron ? cronToRule(cron) : undefined;
  if (!rule) return undefined;
  const { time } = rule;
  const zone = zoneAbbreviation(t, timeZone);
  switch (rule.kind) {
    case "DAILY":
      return t("notifications:rule.daily", { time, zone });
    case "WEEKLY":
      return t("notifications:rule.weekly", { time, zone, days: daysText(t, rule.weekdays ?? []) });
    case "MONTHLY":
      return rule.monthDay === LAST_DAY
        ? t("notifications:rule.monthlyLast", { time, zone })
        : t("notifications:rule.monthly", { time, zone, day: rule.monthDay ?? 1 });
  }
}

/**
 * A schedule's "when" in words, on the schedule's clock: the one send time ("Once, on Thu, 26/11/2026
 * 09:00 WITA") or the repeating rule's sentence (the cron itself for one the console does not write).
 */
export function ruleText(
  t: TFunction,
  schedule: Pick<NotificationSchedule, "kind" | "sendAt" | "cron" | "timeZone">,
): string {
  if (schedule.kind === "ONCE")
    return t("notifications:rule.once", {
      at: formatInZone(schedule.sendAt, schedule.timeZone, t),
    });
  return cronSentence(t, schedule.cron, schedule.timeZone) ?? schedule.cron ?? "";
}
