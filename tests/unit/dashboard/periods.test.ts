import { describe, expect, it } from "vitest";
import {
  changePercent,
  daysIn,
  eachDay,
  isDay,
  monthSoFar,
  periodDays,
  previousDays,
  timeOf,
  todaySoFar,
} from "@resources/dashboard/schema/periods";

/** A moment in local time (the tests run with the machine's zone, as the page does). */
const at = (text: string) => new Date(text).getTime();

type Span = [from: string, to: string];

/** Each span's previousDays is the span beside it. */
function expectPreviousDays(cases: [span: Span, before: Span][]) {
  for (const [[from, to], [beforeFrom, beforeTo]] of cases)
    expect(previousDays({ from, to })).toEqual({ from: beforeFrom, to: beforeTo });
}

describe("the dashboard's periods", () => {
  const now = at("2026-03-31T10:30:00");

  it("names the days of each period as of now", () => {
    expect(periodDays("7d", now)).toEqual({ from: "2026-03-25", to: "2026-03-31" });
    expect(periodDays("30d", now)).toEqual({ from: "2026-03-02", to: "2026-03-31" });
    expect(periodDays("month", now)).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(periodDays("custom", now, { from: "2026-01-10", to: "2026-02-05" })).toEqual({
      from: "2026-01-10",
      to: "2026-02-05",
    });
  });

  it("has no custom period without two real days in order", () => {
    expect(periodDays("custom", now, { from: "2026-02-30", to: "2026-03-05" })).toBeUndefined();
    expect(periodDays("custom", now, { from: "2026-03-05", to: "2026-03-01" })).toBeUndefined();
    expect(periodDays("custom", now, { from: "2026-03-05" })).toBeUndefined();
    // At most 366 days.
    expect(periodDays("custom", now, { from: "2025-03-31", to: "2026-03-31" })).toBeDefined();
    expect(periodDays("custom", now, { from: "2025-03-30", to: "2026-03-31" })).toBeUndefined();
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-2-28")).toBe(false);
  });

  it("compares a span with the same number of days just before it", () => {
    expectPreviousDays([
      [
        ["2026-03-25", "2026-03-31"],
        ["2026-03-18", "2026-03-24"],
      ],
      // Across a year's end.
      [
        ["2025-12-30", "2026-01-03"],
        ["2025-12-25", "2025-12-29"],
      ],
    ]);
    // A custom range of 27 days.
    const custom = { from: "2026-01-10", to: "2026-02-05" };
    expect(daysIn(custom)).toBe(27);
    expect(daysIn(previousDays(custom))).toBe(27);
    expect(previousDays(custom).to).toBe("2026-01-09");
  });

  it("compares a month's days with the same days of the month before, however long it is", () => {
    expectPreviousDays([
      [
        ["2026-03-01", "2026-03-10"],
        ["2026-02-01", "2026-02-10"],
      ],
      // 31 March: February has 28 days.
      [
        ["2026-03-01", "2026-03-31"],
        ["2026-02-01", "2026-02-28"],
      ],
      // January's first days against December's.
      [
        ["2026-01-01", "2026-01-05"],
        ["2025-12-01", "2025-12-05"],
      ],
    ]);
    // Leap year.
    expect(previousDays({ from: "2028-03-01", to: "2028-03-30" }).to).toBe("2028-02-29");
  });

  it("compares today so far with yesterday up to the same time", () => {
    const { current, previous } = todaySoFar(now);
    expect(current).toEqual({ start: at("2026-03-31T00:00:00"), end: now });
    expect(previous).toEqual({ start: at("2026-03-30T00:00:00"), end: at("2026-03-30T10:30:00") });
  });

  it("compares this month so far with last month up to the same day, or all of a shorter month", () => {
    expect(monthSoFar(at("2026-03-15T08:00:00")).previous).toEqual({
      start: at("2026-02-01T00:00:00"),
      end: at("2026-02-15T08:00:00"),
    });
    expect(monthSoFar(now).previous).toEqual({
      start: at("2026-02-01T00:00:00"),
      end: at("2026-03-01T00:00:00"),
    });
    // January against December of the year before.
    expect(monthSoFar(at("2026-01-05T09:00:00")).previous.start).toBe(at("2025-12-01T00:00:00"));
  });

  it("lists every day of a span and turns it into time", () => {
    expect(eachDay({ from: "2026-02-27", to: "2026-03-02" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(timeOf({ from: "2026-03-01", to: "2026-03-01" })).toEqual({
      start: at("2026-03-01T00:00:00"),
      end: at("2026-03-02T00:00:00"),
    });
  });

  it("gives the change in whole per cent, or nothing to compare with", () => {
    expect(changePercent(120, 100)).toBe(20);
    expect(changePercent(80, 100)).toBe(-20);
    expect(changePercent(100, 100)).toBe(0);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });
});
