/**
 * The plain rules of stores (no zod): the pages name the weekdays with them, and the schema of
 * store.ts names the day in its opening-hours messages with the same keys.
 */
import type { WEEKDAYS } from "@/contract/rules";

/** Each weekday's name (a literal map of keys). */
export const WEEKDAY_LABELS = {
  MON: "catalogue:stores.weekdays.MON",
  TUE: "catalogue:stores.weekdays.TUE",
  WED: "catalogue:stores.weekdays.WED",
  THU: "catalogue:stores.weekdays.THU",
  FRI: "catalogue:stores.weekdays.FRI",
  SAT: "catalogue:stores.weekdays.SAT",
  SUN: "catalogue:stores.weekdays.SUN",
} as const satisfies Record<(typeof WEEKDAYS)[number], string>;
