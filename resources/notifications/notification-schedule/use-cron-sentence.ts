import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { LAST_DAY, cronToRule, type ScheduleTimeZone } from "../schema/schedule-rules";
import { weekdayLabel, zoneAbbreviation } from "./labels";

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

/** The rule in the UI language ("At 09:00, only on Monday and Thursday (WIB)"). */
export function useCronSentence(
  cron: string | null | undefined,
  timeZone: ScheduleTimeZone,
): string | undefined {
  const { t } = useTranslation("notifications");
  return cronSentence(t, cron, timeZone);
}
