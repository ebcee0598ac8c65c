import type { TFunction } from "i18next";
import { TIME_ZONE_TEXTS, type ScheduleTimeZone } from "../schema/schedule-rules";

export function kindLabel(t: TFunction, kind: string): string {
  switch (kind) {
    case "ONCE":
      return t("notifications:kinds.ONCE");
    case "DAILY":
      return t("notifications:kinds.DAILY");
    case "WEEKLY":
      return t("notifications:kinds.WEEKLY");
    case "MONTHLY":
      return t("notifications:kinds.MONTHLY");
    default:
      return kind;
  }
}

/** cron weekday (0 = Sunday) → its name. */
export function weekdayLabel(t: TFunction, day: number): string {
  switch (day) {
    case 0:
      return t("notifications:weekdays.0");
    case 1:
      return t("notifications:weekdays.1");
    case 2:
      return t("notifications:weekdays.2");
    case 3:
      return t("notifications:weekdays.3");
    case 4:
      return t("notifications:weekdays.4");
    case 5:
      return t("notifications:weekdays.5");
    default:
      return t("notifications:weekdays.6");
  }
}

/** cron weekday (0 = Sunday) → its short name (a send time's "Thu"). */
export function weekdayShortLabel(t: TFunction, day: number): string {
  switch (day) {
    case 0:
      return t("notifications:weekdaysShort.0");
    case 1:
      return t("notifications:weekdaysShort.1");
    case 2:
      return t("notifications:weekdaysShort.2");
    case 3:
      return t("notifications:weekdaysShort.3");
    case 4:
      return t("notifications:weekdaysShort.4");
    case 5:
      return t("notifications:weekdaysShort.5");
    default:
      return t("notifications:weekdaysShort.6");
  }
}

export function statusLabel(t: TFunction, status: string): string {
  switch (status) {
    case "SCHEDULED":
      return t("notifications:statuses.SCHEDULED");
    case "PAUSED":
      return t("notifications:statuses.PAUSED");
    case "FINISHED":
      return t("notifications:statuses.FINISHED");
    default:
      return status;
  }
}

/** A schedule's zone where one is chosen: "WITA (Makassar, Bali)". */
export const zoneLabel = (t: TFunction, zone: ScheduleTimeZone): string =>
  t(TIME_ZONE_TEXTS[zone].label);

/** A schedule's zone after a time: "WITA". */
export const zoneAbbreviation = (t: TFunction, zone: ScheduleTimeZone): string =>
  t(TIME_ZONE_TEXTS[zone].abbreviation);
