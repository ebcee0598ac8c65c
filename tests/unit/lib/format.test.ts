import { describe, expect, it } from "vitest";
import { normalizePhone } from "@/contract/rules";
import {
  formatInitials,
  formatDate,
  formatDateTime,
  formatDateTimePeriod,
  formatDayHeading,
  formatNumber,
  formatPeriod,
  formatPhone,
  formatPoints,
  formatRupiah,
  formatTime,
} from "@/lib/format";

describe("the one formatter of numbers, money and points (the Indonesian way in every language)", () => {
  it("writes thousands with a dot and decimals with a comma", () => {
    expect(formatNumber(2000)).toBe("2.000");
    expect(formatNumber(1234567.5)).toBe("1.234.567,5");
    expect(formatNumber("")).toBe("-");
    expect(formatNumber("abc")).toBe("-");
  });

  it("writes point counts whole, with a dot for thousands", () => {
    expect(formatPoints(1676)).toBe("1.676");
    expect(formatPoints(1000)).toBe("1.000");
    expect(formatPoints(undefined)).toBe("-");
  });

  it("writes rupiah as Rp 1.250.000 with a plain space", () => {
    expect(formatRupiah(1250000)).toBe("Rp 1.250.000");
    expect(formatRupiah("430000")).toBe("Rp 430.000");
  });
});

describe("dates and times", () => {
  const at = new Date(2026, 10, 23, 8, 30);

  it("writes dates day/month/year and times as hours:minutes", () => {
    expect(formatDate(at)).toBe("23/11/2026");
    expect(formatDateTime(at)).toBe("23/11/2026 08:30");
    expect(formatTime(at)).toBe("08:30");
    expect(formatDate("not a date")).toBe("-");
  });

  it("writes a period with an en dash between its ends, with or without the hours", () => {
    const end = new Date(2026, 11, 31, 23, 59);
    expect(formatPeriod(at, end)).toBe("23/11/2026 – 31/12/2026");
    expect(formatDateTimePeriod(at, end)).toBe("23/11/2026 08:30 – 31/12/2026 23:59");
  });

  it("heads a day in the user's language, Japanese with day/month/year", () => {
    expect(formatDayHeading(at, "en")).toBe("Monday, 23 November 2026");
    expect(formatDayHeading(at, "id")).toBe("Senin, 23 November 2026");
    expect(formatDayHeading(at, "jp")).toBe("23/11/2026 (月曜日)");
    expect(formatDayHeading(null, "en")).toBe("-");
  });
});

describe("Indonesian phone numbers: accepted as typed, stored one way, shown one way", () => {
  it.each([
    "081234567890",
    "6281234567890",
    "+6281234567890",
    "+62 812-3456-7890",
    "0812 3456 7890",
  ])("stores %s as +6281234567890", (typed) => {
    expect(normalizePhone(typed)).toBe("+6281234567890");
  });

  it("keeps other countries' numbers and refusable text as they were", () => {
    expect(normalizePhone("+1 (555) 010-9999")).toBe("+15550109999");
    expect(normalizePhone("call me")).toBe("call me");
    expect(normalizePhone("")).toBe("");
  });

  it("shows every Indonesian number as +62 812-3456-7890", () => {
    expect(formatPhone("081234567890")).toBe("+62 812-3456-7890");
    expect(formatPhone("6281234567890")).toBe("+62 812-3456-7890");
    expect(formatPhone("+62 812 3456 7890")).toBe("+62 812-3456-7890");
    expect(formatPhone("+62 21 5000 1234")).toBe("+62 21-5000-1234");
    expect(formatPhone("+1 555 0109")).toBe("+1 555 0109");
    expect(formatPhone("")).toBe("-");
    expect(formatPhone(null)).toBe("-");
  });
});

describe("formatInitials", () => {
  it("takes the first letters of the first two words, upper case, whatever the spacing", () => {
    expect(formatInitials("Alice Admin")).toBe("AA");
    expect(formatInitials("  budi   santoso wijaya ")).toBe("BS");
    expect(formatInitials("Siti")).toBe("S");
    expect(formatInitials("")).toBe("");
  });
});
