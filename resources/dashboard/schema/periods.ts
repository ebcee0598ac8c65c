/**
 * The spans the dashboards compare, written once for the page (what it asks) and the demo API (what
 * it sums). Days are calendar days in local time, written "YYYY-MM-DD"; a span runs from the start
 * of its first day to the end of its last (or to "now" for a span that ends today).
 */
import dayjs, { type Dayjs } from "dayjs";

/** The chart's period choices: the last 7 days, the last 30 days, this month, or a range of days. */
export const DASHBOARD_PERIODS = ["7d", "30d", "month", "custom"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The longest custom range (a year of days: the charts draw one point per day). */
export const MAX_RANGE_DAYS = 366;

export const DAY_FORMAT = "YYYY-MM-DD";
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A span of calendar days, both ends included. */
export interface DaySpan {
  from: string;
  to: string;
}

/** A span of time, start included and end excluded (epoch ms). */
export interface TimeSpan {
  start: number;
  end: number;
}

export const dayOf = (date: Dayjs | Date | number) => dayjs(date).format(DAY_FORMAT);

/** Whether `text` is a real calendar day ("2026-02-30" is not). */
export const isDay = (text: string | null | undefined): text is string =>
  !!text && DAY_PATTERN.test(text) && dayjs(text, DAY_FORMAT).format(DAY_FORMAT) === text;

/**
 * The days a period covers, as of `now` (a custom period: its own days, when both are real days in
 * order and at most MAX_RANGE_DAYS apart).
 */
export function periodDays(
  period: DashboardPeriod,
  now: number,
  custom?: Partial<DaySpan>,
): DaySpan | undefined {
  const today = dayjs(now).startOf("day");
  switch (period) {
    case "7d":
      return { from: dayOf(today.subtract(6, "day")), to: dayOf(today) };
    case "30d":
      return { from: dayOf(today.subtract(29, "day")), to: dayOf(today) };
    case "month":
      return { from: dayOf(today.startOf("month")), to: dayOf(today) };
    case "custom":
      return isDay(custom?.from) &&
        isDay(custom?.to) &&
        custom.from <= custom.to &&
        daysIn({ from: custom.from, to: custom.to }) <= MAX_RANGE_DAYS
        ? { from: custom.from, to: custom.to }
        : undefined;
  }
}

/** How many days a span covers (both ends included). */
export const daysIn = ({ from, to }: DaySpan) => dayjs(to).diff(dayjs(from), "day") + 1;

/** Every day of a span, oldest first. */
export function eachDay(span: DaySpan): string[] {
  const days: string[] = [];
  const count = daysIn(span);
  const first = dayjs(span.from);
  for (let n = 0; n < count; n++) days.push(dayOf(first.add(n, "day")));
  return days;
}

/**
 * The span a chart's period is compared with: the same number of days just before it; a span that
 * starts on the 1st of a month and stays in that month is compared with the same days of the month
 * before (1–10 March with 1–10 February; 1–31 March with the whole of February).
 */
export function previousDays(span: DaySpan): DaySpan {
  const from = dayjs(span.from);
  const to = dayjs(span.to);
  if (from.date() === 1 && to.isSame(from, "month")) {
    const before = from.subtract(1, "month");
    const lastDay = Math.min(to.date(), before.daysInMonth());
    return { from: dayOf(before), to: dayOf(before.date(lastDay)) };
  }
  const length = daysIn(span);
  return { from: dayOf(from.subtract(length, "day")), to: dayOf(from.subtract(1, "day")) };
}

/** A span of days as time: from the start of its first day to the end of its last. */
export const timeOf = ({ from, to }: DaySpan): TimeSpan => ({
  start: dayjs(from).startOf("day").valueOf(),
  end: dayjs(to).add(1, "day").startOf("day").valueOf(),
});

/** Today so far, and yesterday up to the same time. */
export function todaySoFar(now: number): { current: TimeSpan; previous: TimeSpan } {
  const start = dayjs(now).startOf("day");
  return {
    current: { start: start.valueOf(), end: now },
    previous: {
      start: start.subtract(1, "day").valueOf(),
      end: dayjs(now).subtract(1, "day").valueOf(),
    },
  };
}

/**
 * This month so far, and last month up to the same day and time (31 March 10:00 against
 * 28 February, the whole of it: a shorter month ends sooner).
 */
export function monthSoFar(now: number): { current: TimeSpan; previous: TimeSpan } {
  const moment = dayjs(now);
  const start = moment.startOf("month");
  const before = start.subtract(1, "month");
  const sameMoment =
    moment.date() > before.daysInMonth()
      ? before.endOf("month").add(1, "millisecond")
      : before
          .date(moment.date())
          .hour(moment.hour())
          .minute(moment.minute())
          .second(moment.second());
  return {
    current: { start: start.valueOf(), end: now },
    previous: { start: before.valueOf(), end: sameMoment.valueOf() },
  };
}

/**
 * The change from `previous` to `current` in whole per cent (rounded for reading; the figures
 * themselves are shown exactly), or null when there is nothing to compare with.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
