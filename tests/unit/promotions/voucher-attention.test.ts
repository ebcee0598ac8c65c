import { setDataSize } from "@/mocks/db";
import { db } from "@/mocks/node";
import { needsAttention, statusOf, usageOf } from "@resources/promotions/demo/vouchers.codes";
import {
  usesLeft,
  VOUCHER_ATTENTION,
  voucherNeedsAttention,
  type VoucherUsageState,
} from "@resources/promotions/schema/voucher-rules";
import { api, signIn } from "../mocks/api";

const DAY = 86_400_000;
const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();

/** A running voucher (ACTIVE): started 10 days ago, ends in 30, 100 uses of which 3 used, 2 handed out. */
const running: VoucherUsageState = {
  startAt: at(-10 * DAY),
  endAt: at(30 * DAY),
  used: 3,
  issued: 2,
  quota: 100,
  isActive: true,
  isArchived: false,
};

describe("a voucher's 'needs attention' kinds", () => {
  it("expiringSoon: a running voucher ending within the next 7 days, exactly 7 days included", () => {
    const soon = (endAt: string, extra: Partial<VoucherUsageState> = {}) =>
      voucherNeedsAttention("expiringSoon", { ...running, ...extra, endAt }, NOW);
    expect(soon(at(7 * DAY))).toBe(true);
    expect(soon(at(7 * DAY + 1))).toBe(false);
    expect(soon(at(1))).toBe(true);
    expect(soon(at(0))).toBe(true);
    // Ended, not running, or not switched on: not ACTIVE, so not "ends soon".
    expect(soon(at(-1))).toBe(false);
    expect(soon(at(3 * DAY), { isActive: false })).toBe(false);
    expect(soon(at(3 * DAY), { isArchived: true })).toBe(false);
    expect(soon(at(3 * DAY), { startAt: at(DAY) })).toBe(false);
    expect(soon(at(3 * DAY), { used: 100 })).toBe(false); // USED_UP
  });

  it("fewUsesLeft: less than 10 % of the total uses left (used and handed-out codes count), exactly 10 % not", () => {
    const few = (extra: Partial<VoucherUsageState>) =>
      voucherNeedsAttention("fewUsesLeft", { ...running, ...extra }, NOW);
    expect(few({ quota: 100, used: 90, issued: 0 })).toBe(false); // exactly 10 % left
    expect(few({ quota: 100, used: 91, issued: 0 })).toBe(true); // 9 %
    expect(few({ quota: 100, used: 85, issued: 6 })).toBe(true); // 9 % with handed-out codes
    expect(few({ quota: 20, used: 18, issued: 0 })).toBe(false); // 2 of 20: exactly 10 %
    expect(few({ quota: 22, used: 20, issued: 0 })).toBe(true); // 2 of 22: 9.1 %
    expect(few({ quota: 22, used: 20, issued: 5 })).toBe(true); // every use handed out, still running
    expect(few({ quota: 1_000_000, used: 900_001, issued: 0 })).toBe(true);
    // No limit: never.
    expect(few({ quota: null, used: 1_000_000, issued: 50 })).toBe(false);
    // Not running: never (used up is USED_UP, not "few left").
    expect(few({ quota: 100, used: 100 })).toBe(false);
    expect(few({ quota: 100, used: 95, endAt: at(-1) })).toBe(false);
    expect(few({ quota: 100, used: 95, isActive: false })).toBe(false);
  });

  it("counts uses left as the total less the used and handed-out codes, never below 0, none without a limit", () => {
    expect(usesLeft({ quota: 100, used: 3, issued: 2 })).toBe(95);
    expect(usesLeft({ quota: 10, used: 8, issued: 5 })).toBe(0);
    expect(usesLeft({ quota: null, used: 8, issued: 5 })).toBeNull();
  });
});

describe("the vouchers list's attention filter (demo API)", () => {
  it("lists exactly the vouchers of each kind, combined with the status filter; an unknown kind lists none", async () => {
    const token = await signIn("admin@demo.test");
    const now = Date.now();
    for (const kind of VOUCHER_ATTENTION) {
      const expected = db.vouchers
        .all()
        .filter((v) => !v.isArchived && needsAttention(v, kind, now))
        .map((v) => v.voucherId)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      const answer = await api("GET", `/vouchers?attention=${kind}&_start=0&_end=200`, { token });
      expect(answer.status).toBe(200);
      expect(answer.payload.count).toBe(expected.length);
      expect(answer.payload.results.map((v: { voucherId: string }) => v.voucherId).sort()).toEqual(
        expected,
      );
      for (const row of answer.payload.results) expect(row.status).toBe("ACTIVE");
      // The dashboard's count: one row, the list's total.
      const count = await api("GET", `/vouchers?attention=${kind}&_start=0&_end=1`, { token });
      expect(count.payload.count).toBe(expected.length);
      const scheduled = await api("GET", `/vouchers?attention=${kind}&status=SCHEDULED`, { token });
      expect(scheduled.payload.count).toBe(0);
    }
    const unknown = await api("GET", "/vouchers?attention=somethingElse", { token });
    expect(unknown.payload.count).toBe(0);
  });

  it("follows the usage: a running voucher whose uses are nearly all used or handed out joins fewUsesLeft", async () => {
    const token = await signIn("admin@demo.test");
    const taken = (voucherId: string) => {
      const { used, issued } = usageOf(voucherId);
      return used + issued;
    };
    const voucher = db.vouchers
      .all()
      .find(
        (v) =>
          statusOf(v) === "ACTIVE" && !needsAttention(v, "fewUsesLeft") && taken(v.voucherId) >= 10,
      )!;
    const ids = async () =>
      (
        (await api("GET", "/vouchers?attention=fewUsesLeft&_start=0&_end=200", { token })).payload
          .results as { voucherId: string }[]
      ).map((v) => v.voucherId);
    expect(await ids()).not.toContain(voucher.voucherId);
    // One use left of more than ten: less than 10 %.
    db.vouchers.replace({ ...voucher, quota: taken(voucher.voucherId) + 1 });
    expect(await ids()).toContain(voucher.voucherId);
  });
});

describe("the seeded vouchers worth a look", () => {
  afterEach(() => setDataSize("normal"));

  it.each(["normal", "large"] as const)(
    "has a few running vouchers ending within 7 days and one with less than a tenth of its uses left (%s data)",
    (size) => {
      setDataSize(size);
      const now = Date.now();
      const count = (kind: (typeof VOUCHER_ATTENTION)[number]) =>
        db.vouchers.filter((v) => needsAttention(v, kind, now)).length;
      expect(count("expiringSoon")).toBeGreaterThanOrEqual(3);
      expect(count("fewUsesLeft")).toBeGreaterThanOrEqual(1);
      // The sixth voucher of each brand stays used up (a seeded reward hands one out).
      expect(db.vouchers.filter((v) => statusOf(v) === "USED_UP").length).toBeGreaterThan(0);
    },
  );
});
