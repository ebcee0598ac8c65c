import { describe, expect, it } from "vitest";
import {
  cronToRule,
  isValidCron,
  nextRuns,
  nextSendTimes,
  ruleToCron,
  zonedParts,
} from "@resources/notifications/schema/schedule-rules";

/** An instant from a wall-clock time in Jakarta (UTC+7). */
const wib = (text: string) => Date.parse(`${text}+07:00`);
/** The send times as Jakarta wall-clock texts. */
const inJakarta = (times: string[]) =>
  times.map((at) => {
    const { date, time } = zonedParts("Asia/Jakarta", Date.parse(at));
    return `${date} ${time}`;
  });

describe("rule → cron", () => {
  it("writes daily, weekly and monthly rules", () => {
    expect(ruleToCron({ kind: "DAILY", time: "08:30" })).toBe("30 8 * * *");
    expect(ruleToCron({ kind: "WEEKLY", time: "09:00", weekdays: [4, 1, 4] })).toBe("0 9 * * 1,4");
    expect(ruleToCron({ kind: "MONTHLY", time: "23:05", monthDay: 31 })).toBe("5 23 31 * *");
    expect(ruleToCron({ kind: "MONTHLY", time: "12:00", monthDay: "L" })).toBe("0 12 L * *");
  });

  it("reads back what it wrote, and refuses what is not a rule", () => {
    expect(cronToRule("0 9 * * 1,4")).toEqual({ kind: "WEEKLY", time: "09:00", weekdays: [1, 4] });
    expect(cronToRule("0 12 L * *")).toEqual({ kind: "MONTHLY", time: "12:00", monthDay: "L" });
    expect(cronToRule("30 8 * * *")).toEqual({ kind: "DAILY", time: "08:30" });
    expect(cronToRule("0 9 * 6 *")).toBeUndefined();
    expect(isValidCron("0 25 * * *")).toBe(false);
    expect(isValidCron("0 9 32 * *")).toBe(false);
    expect(isValidCron("0 9 * *")).toBe(false);
  });
});

describe("the next five send times", () => {
  it("weekly on Monday and Thursday at 09:00 WIB", () => {
    // Monday 23 November 2026, 10:00 in Jakarta: today's 09:00 has passed.
    const runs = nextRuns("0 9 * * 1,4", { after: wib("2026-11-23T10:00:00") });
    expect(inJakarta(runs)).toEqual([
      "2026-11-26 09:00",
      "2026-11-30 09:00",
      "2026-12-03 09:00",
      "2026-12-07 09:00",
      "2026-12-10 09:00",
    ]);
    // In UTC, 09:00 WIB is 02:00.
    expect(runs[0]).toBe("2026-11-26T02:00:00.000Z");
  });

  it("counts the day in Jakarta, not in UTC", () => {
    // 23:30 UTC on 30 November is already 06:30 on 1 December in Jakarta.
    const runs = nextRuns("0 7 * * *", { after: Date.parse("2026-11-30T23:30:00Z"), count: 1 });
    expect(inJakarta(runs)).toEqual(["2026-12-01 07:00"]);
    expect(runs[0]).toBe("2026-12-01T00:00:00.000Z");
  });

  it("day 31 skips the months without one", () => {
    const runs = nextRuns("0 10 31 * *", { after: wib("2027-01-01T00:00:00") });
    expect(inJakarta(runs)).toEqual([
      "2027-01-31 10:00",
      "2027-03-31 10:00",
      "2027-05-31 10:00",
      "2027-07-31 10:00",
      "2027-08-31 10:00",
    ]);
  });

  it("the last day of the month follows February in leap and common years", () => {
    const runs = nextRuns("0 12 L * *", { after: wib("2027-12-15T00:00:00") });
    expect(inJakarta(runs)).toEqual([
      "2027-12-31 12:00",
      "2028-01-31 12:00",
      "2028-02-29 12:00",
      "2028-03-31 12:00",
      "2028-04-30 12:00",
    ]);
    expect(
      inJakarta(nextRuns("0 12 L 2 *", { after: wib("2026-01-01T00:00:00"), count: 3 })),
    ).toEqual(["2026-02-28 12:00", "2027-02-28 12:00", "2028-02-29 12:00"]);
  });

  it("day 29 comes in February only in a leap year", () => {
    const runs = nextRuns("0 8 29 * *", { after: wib("2027-01-30T00:00:00"), count: 3 });
    expect(inJakarta(runs)).toEqual(["2027-03-29 08:00", "2027-04-29 08:00", "2027-05-29 08:00"]);
    const leap = nextRuns("0 8 29 * *", { after: wib("2028-01-30T00:00:00"), count: 2 });
    expect(inJakarta(leap)).toEqual(["2028-02-29 08:00", "2028-03-29 08:00"]);
  });

  it("starts on the start date and stops after the end date", () => {
    const runs = nextRuns("30 8 * * *", {
      after: wib("2026-11-23T12:00:00"),
      startDate: "2026-12-01",
      endDate: "2026-12-03",
    });
    expect(inJakarta(runs)).toEqual(["2026-12-01 08:30", "2026-12-02 08:30", "2026-12-03 08:30"]);
    expect(
      nextRuns("30 8 * * *", { after: wib("2026-12-04T00:00:00"), endDate: "2026-12-03" }),
    ).toEqual([]);
  });

  it("a single send has one time while it is ahead, none after", () => {
    const once = { kind: "ONCE" as const, sendAt: "2026-12-24T03:00:00.000Z" };
    expect(nextSendTimes(once, Date.parse("2026-12-01T00:00:00Z"))).toEqual([once.sendAt]);
    expect(nextSendTimes(once, Date.parse("2026-12-25T00:00:00Z"))).toEqual([]);
  });
});
