import {
  CODE_CHARSETS,
  codeCapacity,
  codeState,
  expiresSoon,
  generateCodes,
  isCodeOf,
  LOOK_ALIKES,
  voucherStatus,
} from "@resources/promotions/schema/voucher-rules";
import { mulberry32 } from "@/mocks/lib/random";

const DAY = 86_400_000;
const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

describe("a voucher's one status from its dates, usage, switch and archive", () => {
  const running = {
    startAt: at(-10),
    endAt: at(10),
    used: 3,
    quota: 100,
    isActive: true,
    isArchived: false,
  };

  it("is SCHEDULED before the start, ACTIVE while it runs, EXPIRED after the end", () => {
    expect(voucherStatus({ ...running, startAt: at(1) }, NOW)).toBe("SCHEDULED");
    expect(voucherStatus(running, NOW)).toBe("ACTIVE");
    expect(voucherStatus({ ...running, endAt: at(-1) }, NOW)).toBe("EXPIRED");
  });

  it("is USED_UP when every allowed use is made, never with no limit", () => {
    expect(voucherStatus({ ...running, used: 99 }, NOW)).toBe("ACTIVE");
    expect(voucherStatus({ ...running, used: 100 }, NOW)).toBe("USED_UP");
    expect(voucherStatus({ ...running, used: 5000, quota: null }, NOW)).toBe("ACTIVE");
  });

  it("is EXPIRED rather than USED_UP once it has ended; the bounds count as running", () => {
    expect(voucherStatus({ ...running, used: 100, endAt: at(-1) }, NOW)).toBe("EXPIRED");
    expect(voucherStatus({ ...running, startAt: at(0) }, NOW)).toBe("ACTIVE");
    expect(voucherStatus({ ...running, endAt: at(0) }, NOW)).toBe("ACTIVE");
  });

  it("is ARCHIVED first, then EXPIRED, then INACTIVE: never Active beside Archived", () => {
    expect(voucherStatus({ ...running, isArchived: true }, NOW)).toBe("ARCHIVED");
    expect(voucherStatus({ ...running, isArchived: true, endAt: at(-1) }, NOW)).toBe("ARCHIVED");
    expect(voucherStatus({ ...running, isActive: false }, NOW)).toBe("INACTIVE");
    expect(voucherStatus({ ...running, isActive: false, startAt: at(1) }, NOW)).toBe("INACTIVE");
    expect(voucherStatus({ ...running, isActive: false, endAt: at(-1) }, NOW)).toBe("EXPIRED");
    expect(voucherStatus({ ...running, isActive: false, used: 100 }, NOW)).toBe("INACTIVE");
  });

  it("ends soon within 7 days of its end, not after it ended nor further away", () => {
    expect(expiresSoon({ startAt: at(-3), endAt: at(6.9) }, NOW)).toBe(true);
    expect(expiresSoon({ startAt: at(-3), endAt: at(7.1) }, NOW)).toBe(false);
    expect(expiresSoon({ startAt: at(-3), endAt: at(-0.1) }, NOW)).toBe(false);
  });

  it("shows an unused or issued code of an ended voucher as EXPIRED, a used one as USED", () => {
    expect(codeState("UNUSED", at(-1), NOW)).toBe("EXPIRED");
    expect(codeState("ISSUED", at(-1), NOW)).toBe("EXPIRED");
    expect(codeState("USED", at(-1), NOW)).toBe("USED");
    expect(codeState("ISSUED", at(1), NOW)).toBe("ISSUED");
  });
});

describe("code generation", () => {
  it("makes 10,000 unique codes: the prefix, the length and only the set's characters", () => {
    const taken = new Set<string>();
    const codes = generateCodes({
      prefix: "PRIM",
      charset: "LETTERS_DIGITS",
      length: 8,
      count: 10_000,
      taken,
      random: mulberry32(7),
    });
    expect(codes).toHaveLength(10_000);
    expect(new Set(codes).size).toBe(10_000);
    expect(taken.size).toBe(10_000);
    for (const code of codes) {
      expect(code).toMatch(/^PRIM[ACEFGHJKMNPRTWXY34679]{8}$/);
      expect(isCodeOf(code, "PRIM", "LETTERS_DIGITS", 8)).toBe(true);
    }
  });

  it("never uses look-alike characters in any set", () => {
    for (const alphabet of Object.values(CODE_CHARSETS))
      for (const char of LOOK_ALIKES) expect(alphabet).not.toContain(char);
    const digits = generateCodes({
      prefix: "NUSA",
      charset: "DIGITS",
      length: 6,
      count: 2000,
      taken: new Set(),
    });
    for (const code of digits) expect(code.slice(4)).toMatch(/^[34679]{6}$/);
  });

  it("stays unique against codes that exist already (other vouchers' too)", () => {
    const taken = new Set<string>();
    const first = generateCodes({
      prefix: "PRIM",
      charset: "DIGITS",
      length: 4,
      count: 300,
      taken,
    });
    const second = generateCodes({
      prefix: "PRIM",
      charset: "DIGITS",
      length: 4,
      count: 300,
      taken,
    });
    expect(new Set([...first, ...second]).size).toBe(600);
  });

  it("fills a crowded space exactly and refuses what does not fit", () => {
    const taken = new Set<string>();
    expect(codeCapacity("DIGITS", 4)).toBe(625);
    const all = generateCodes({ prefix: "PRIM", charset: "DIGITS", length: 4, count: 625, taken });
    expect(new Set(all).size).toBe(625);
    expect(() =>
      generateCodes({ prefix: "PRIM", charset: "DIGITS", length: 4, count: 1, taken }),
    ).toThrow(/Only 0 more codes/);
    // Another prefix has its own space.
    expect(
      generateCodes({ prefix: "NUSA", charset: "DIGITS", length: 4, count: 1, taken }),
    ).toHaveLength(1);
  });
});
