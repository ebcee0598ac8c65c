/**
 * Notification schedules' "when" (zod-free: the schedule form, the demo API and the tests share it).
 *
 * A schedule is sent ONCE at a date and time, or repeats DAILY, WEEKLY on chosen days or MONTHLY on
 * a day, at a time of day in the schedule's time zone (one of Indonesia's three: WIB, WITA, WIT), from
 * a start date to an optional end date. A repeating rule is stored as a five-field cron expression
 * (`minute hour day-of-month month day-of-week`) plus the time zone; `ruleToCron` writes it and
 * `nextRuns` reads it back.
 *
 * Month ends: a monthly rule on day 29, 30 or 31 follows cron and skips the months that lack that
 * day; "the last day of the month" is the cron `L` (28 or 29 February, 30 April, 31 May...).
 */

/**
 * The zones a schedule's clock may be in: Indonesia's three, none with summer time (WIB = UTC+7,
 * WITA = UTC+8, WIT = UTC+9). Staff in Bali and Papua schedule on their own clock.
 */
export const SCHEDULE_TIME_ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
export type ScheduleTimeZone = (typeof SCHEDULE_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: ScheduleTimeZone = "Asia/Jakarta";

/**
 * Each zone's words, locale keys of the notifications namespace (a literal map: no key built from a
 * value): its name where one is chosen ("WITA (Makassar, Bali)") and its abbreviation after a time
 * ("09:00 WITA").
 */
export const TIME_ZONE_TEXTS = {
  "Asia/Jakarta": {
    label: "notifications:timeZones.jakarta",
    abbreviation: "notifications:timeZones.short.jakarta",
  },
  "Asia/Makassar": {
    label: "notifications:timeZones.makassar",
    abbreviation: "notifications:timeZones.short.makassar",
  },
  "Asia/Jayapura": {
    label: "notifications:timeZones.jayapura",
    abbreviation: "notifications:timeZones.short.jayapura",
  },
} as const satisfies Record<ScheduleTimeZone, { label: string; abbreviation: string }>;
export const SCHEDULE_KINDS = ["ONCE", "DAILY", "WEEKLY", "MONTHLY"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
/** cron day-of-week numbers: 0 = Sunday ... 6 = Saturday. */
export const CRON_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
/** The monthly rule's "last day of the month". */
export const LAST_DAY = "L";

export const HHMM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface RepeatRule {
  kind: Exclude<ScheduleKind, "ONCE">;
  /** "HH:mm" in the time zone. */
  time: string;
  /** WEEKLY: cron weekdays (0 = Sunday). */
  weekdays?: number[];
  /** MONTHLY: 1-31 or "L" (the last day). */
  monthDay?: number | typeof LAST_DAY;
}

/** The cron expression of a repeating rule. */
export function ruleToCron(rule: RepeatRule): string {
  const [hour, minute] = rule.time.split(":").map(Number);
  if (rule.kind === "DAILY") return `${minute} ${hour} * * *`;
  if (rule.kind === "WEEKLY") {
    const days = [...new Set(rule.weekdays ?? [])].sort((a, b) => a - b);
    return `${minute} ${hour} * * ${days.length ? days.join(",") : "*"}`;
  }
  return `${minute} ${hour} ${rule.monthDay ?? 1} * *`;
}

/** The repeating rule a cron expression written by `ruleToCron` stands for (undefined otherwise). */
export function cronToRule(cron: string): RepeatRule | undefined {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const [minute, hour, dom, month, dow] = fields;
  if (!/^\d+$/.test(minute) || !/^\d+$/.test(hour) || month !== "*") return undefined;
  const time = `${hour.padStart(2, "0")}:${minute.padStart(2, "0")}`;
  if (dom === "*" && dow === "*") return { kind: "DAILY", time };
  if (dom === "*" && /^\d(,\d)*$/.test(dow))
    return { kind: "WEEKLY", time, weekdays: dow.split(",").map(Number) };
  if (dow === "*" && (dom === LAST_DAY || /^\d+$/.test(dom)))
    return { kind: "MONTHLY", time, monthDay: dom === LAST_DAY ? LAST_DAY : Number(dom) };
  return undefined;
}

// --- cron fields ------------------------------------------------------------------------------

interface CronField {
  any: boolean;
  values: Set<number>;
  last?: boolean;
}

function parseField(text: string, min: number, max: number): CronField | undefined {
  if (text === "*") return { any: true, values: new Set() };
  const values = new Set<number>();
  let last = false;
  for (const part of text.split(",")) {
    if (part === LAST_DAY && max === 31) {
      last = true;
      continue;
    }
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    let from: number;
    let to: number;
    if (range === "*") [from, to] = [min, max];
    else if (range.includes("-")) [from, to] = range.split("-").map(Number) as [number, number];
    else from = to = Number(range);
    if (
      ![from, to, step].every(Number.isInteger) ||
      step < 1 ||
      from < min ||
      to > max ||
      from > to
    )
      return undefined;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return { any: false, values, last };
}

export interface ParsedCron {
  minute: CronField;
  hour: CronField;
  dom: CronField;
  month: CronField;
  dow: CronField;
}

/** Reads a five-field cron expression (numbers, lists, ranges, steps, `*`, `L` for the day). */
export function parseCron(cron: string): ParsedCron | undefined {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const minute = parseField(fields[0], 0, 59);
  const hour = parseField(fields[1], 0, 23);
  const dom = parseField(fields[2], 1, 31);
  const month = parseField(fields[3], 1, 12);
  const dow = parseField(fields[4].replace(/\b7\b/g, "0"), 0, 6);
  if (!minute || !hour || !dom || !month || !dow) return undefined;
  return { minute, hour, dom, month, dow };
}

export const isValidCron = (cron: string) => parseCron(cron) !== undefined;

// --- time zones ---------------------------------------------------------------------------------

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at that instant (Asia/Jakarta: 420, all year). */
export function zoneOffsetMinutes(timeZone: string, at: number): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    offsetFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The instant of a wall-clock date and time in the zone. */
export function zonedToUtc(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - zoneOffsetMinutes(timeZone, guess) * 60_000;
  return guess - zoneOffsetMinutes(timeZone, first) * 60_000;
}

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:mm") of an instant in the zone. */
export function zonedParts(timeZone: string, at: number): { date: string; time: string } {
  const wall = new Date(at + zoneOffsetMinutes(timeZone, at) * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const sorted = (field: CronField, min: number, max: number) =>
  field.any
    ? Array.from({ length: max - min + 1 }, (_, i) => min + i)
    : [...field.values].sort((a, b) => a - b);

function dayMatches(cron: ParsedCron, year: number, month: number, day: number): boolean {
  if (!cron.month.any && !cron.month.values.has(month)) return false;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const domMatch =
    cron.dom.values.has(day) || (cron.dom.last === true && day === daysInMonth(year, month));
  const dowMatch = cron.dow.values.has(weekday);
  // cron: when both the day of the month and the day of the week are restricted, either one matches.
  if (cron.dom.any && cron.dow.any) return true;
  if (cron.dom.any) return dowMatch;
  if (cron.dow.any) return domMatch;
  return domMatch || dowMatch;
}

export interface NextRunsOptions {
  /** Only times after this instant (default: now). */
  after?: number;
  /** The first day it may run, "YYYY-MM-DD" in the zone. */
  startDate?: string;
  /** The last day it may run (inclusive), "YYYY-MM-DD" in the zone. */
  endDate?: string | null;
  timeZone?: string;
  count?: number;
}

/** How far ahead the search looks (a rule on 29 February is found within 8 years). */
const SEARCH_DAYS = 366 * 8 + 2;

/** The next send times (ISO, UTC) of a cron expression in the zone, at most `count` (default five). */
export function nextRuns(cron: string, options: NextRunsOptions = {}): string[] {
  const parsed = parseCron(cron);
  if (!parsed) return [];
  const {
    after = Date.now(),
    startDate,
    endDate,
    timeZone = DEFAULT_TIME_ZONE,
    count = 5,
  } = options;
  const hours = sorted(parsed.hour, 0, 23);
  const minutes = sorted(parsed.minute, 0, 59);
  const fromDay = zonedParts(timeZone, after).date;
  const first = startDate && startDate > fromDay ? startDate : fromDay;
  const [y, m, d] = first.split("-").map(Number);
  const runs: string[] = [];
  for (let offset = 0; offset < SEARCH_DAYS && runs.length < count; offset++) {
    const day = new Date(Date.UTC(y, m - 1, d + offset));
    const iso = day.toISOString().slice(0, 10);
    if (endDate && iso > endDate) break;
    const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    if (!dayMatches(parsed, year, month, date)) continue;
    for (const hour of hours) {
      for (const minute of minutes) {
        const at = zonedToUtc(timeZone, year, month, date, hour, minute);
        if (at > after) runs.push(new Date(at).toISOString());
        if (runs.length >= count) return runs;
      }
    }
  }
  return runs;
}

/** The instants of a schedule's "when": one time (ONCE), or the cron's next ones. */
export interface ScheduleWhen {
  kind: ScheduleKind;
  /** ONCE: the instant (ISO). */
  sendAt?: string | null;
  cron?: string | null;
  timeZone?: ScheduleTimeZone;
  startDate?: string | null;
  endDate?: string | null;
}

export function nextSendTimes(when: ScheduleWhen, after = Date.now(), count = 5): string[] {
  if (when.kind === "ONCE") {
    if (!when.sendAt) return [];
    return Date.parse(when.sendAt) > after ? [new Date(Date.parse(when.sendAt)).toISOString()] : [];
  }
  if (!when.cron) return [];
  return nextRuns(when.cron, {
    after,
    startDate: when.startDate ?? undefined,
    endDate: when.endDate,
    timeZone: when.timeZone ?? DEFAULT_TIME_ZONE,
    count,
  });
}

/** The send times between two instants (the runs a scheduler owed while it was not looking). */
export function sendTimesBetween(when: ScheduleWhen, from: number, to: number, max = 50): string[] {
  return nextSendTimes(when, from, max).filter((at) => Date.parse(at) <= to);
}
