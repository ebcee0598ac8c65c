import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import { TIME_ZONE_TEXTS, type ScheduleTimeZone } from "../schema/schedule-rules";

export const kindLabel = valueLabel({
  ONCE: "notifications:kinds.ONCE",
  DAILY: "notifications:kinds.DAILY",
  WEEKLY: "notifications:kinds.WEEKLY",
  MONTHLY: "notifications:kinds.MONTHLY",
});

/** cron weekday (0 = Sunday) → its name. */
export const weekdayLabel = valueLabel<number>(
  {
    0: "notifications:weekdays.0",
    1: "notifications:weekdays.1",
    2: "notifications:weekdays.2",
    3: "notifications:weekdays.3",
    4: "notifications:weekdays.4",
    5: "notifications:weekdays.5",
  },
  (t) => t("notifications:weekdays.6"),
);

/** cron weekday (0 = Sunday) → its short name (a send time's "Thu"). */
export const weekdayShortLabel = valueLabel<number>(
  {
    0: "notifications:weekdaysShort.0",
    1: "notifications:weekdaysShort.1",
    2: "notifications:weekdaysShort.2",
    3: "notifications:weekdaysShort.3",
    4: "notifications:weekdaysShort.4",
    5: "notifications:weekdaysShort.5",
  },
  (t) => t("notifications:weekdaysShort.6"),
);

export const statusLabel = valueLabel({
  SCHEDULED: "notifications:statuses.SCHEDULED",
  PAUSED: "notifications:statuses.PAUSED",
  FINISHED: "notifications:statuses.FINISHED",
});

/** A schedule's zone where one is chosen: "WITA (Makassar, Bali)". */
export const zoneLabel = (t: TFunction, zone: ScheduleTimeZone): string =>
  t(TIME_ZONE_TEXTS[zone].label);

/** A schedule's zone after a time: "WITA". */
export const zoneAbbreviation = (t: TFunction, zone: ScheduleTimeZone): string =>
  t(TIME_ZONE_TEXTS[zone].abbreviation);
