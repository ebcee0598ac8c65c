import {
  DEFAULT_PROCESS_WITHIN_HOURS,
  endOfDay,
  needsAttention,
  settingProblem,
  TRANSACTION_SETTING_DEFAULTS,
  type AttentionFacts,
} from "@resources/transactions/schema/transaction-rules";

const HOUR = 3_600_000;
/** 26 November 2026, 15:00 in the local time of the test run (as the demo API in the browser). */
const now = new Date(2026, 10, 26, 15, 0, 0, 0).getTime();
const at = { now, processWithinHours: 24 };
const iso = (ms: number) => new Date(ms).toISOString();

const paid = (paidMs: number): AttentionFacts => ({
  status: "PAID",
  paidAt: iso(paidMs),
  paymentExpiresAt: iso(paidMs + HOUR),
});
const waiting = (expiresMs: number): AttentionFacts => ({
  status: "WAITING_PAYMENT",
  paidAt: null,
  paymentExpiresAt: iso(expiresMs),
});

describe("orders that need attention", () => {
  it("overdue: paid earlier than the setting's hours before now; exactly at the limit is not yet", () => {
    expect(needsAttention("overdue", paid(now - 24 * HOUR), at)).toBe(false);
    expect(needsAttention("overdue", paid(now - 24 * HOUR - 1), at)).toBe(true);
    expect(needsAttention("overdue", paid(now - 3 * HOUR), at)).toBe(false);
    // The setting decides: within 2 hours, the order paid 3 hours ago is overdue.
    expect(needsAttention("overdue", paid(now - 3 * HOUR), { now, processWithinHours: 2 })).toBe(
      true,
    );
    // Only a paid order waits to be processed: one being processed, or refunded, is not overdue.
    for (const status of ["PROCESSING", "REFUNDED", "COMPLETED"] as const)
      expect(needsAttention("overdue", { ...paid(now - 48 * HOUR), status }, at)).toBe(false);
    expect(needsAttention("overdue", { ...paid(now), paidAt: null }, at)).toBe(false);
  });

  it("expiresToday: waiting for a payment that runs out after now and before the end of today", () => {
    const midnight = new Date(2026, 10, 27, 0, 0, 0, 0).getTime();
    expect(endOfDay(now)).toBe(midnight);
    expect(needsAttention("expiresToday", waiting(now + HOUR), at)).toBe(true);
    expect(needsAttention("expiresToday", waiting(midnight - 1), at)).toBe(true);
    // At midnight it runs out tomorrow; at now (or before) it has run out already.
    expect(needsAttention("expiresToday", waiting(midnight), at)).toBe(false);
    expect(needsAttention("expiresToday", waiting(now), at)).toBe(false);
    expect(needsAttention("expiresToday", waiting(now + 1), at)).toBe(true);
    expect(needsAttention("expiresToday", waiting(now - HOUR), at)).toBe(false);
    // Only an order still waiting: a paid or expired one has nothing left to pay.
    for (const status of ["PAID", "EXPIRED", "CANCELLED"] as const)
      expect(needsAttention("expiresToday", { ...waiting(now + HOUR), status }, at)).toBe(false);
  });

  it("expiresToday at the last minute of a day looks at that day only, and a new day starts afresh", () => {
    const late = new Date(2026, 10, 26, 23, 59, 0, 0).getTime();
    const midnight = new Date(2026, 10, 27, 0, 0, 0, 0).getTime();
    const lateAt = { now: late, processWithinHours: 24 };
    expect(needsAttention("expiresToday", waiting(late + 30_000), lateAt)).toBe(true);
    expect(needsAttention("expiresToday", waiting(midnight + 60_000), lateAt)).toBe(false);
    const early = { now: midnight, processWithinHours: 24 };
    expect(needsAttention("expiresToday", waiting(midnight + 60_000), early)).toBe(true);
    expect(endOfDay(midnight)).toBe(new Date(2026, 10, 28, 0, 0, 0, 0).getTime());
  });

  it("the setting: a whole number of hours from 1 to 168 (a week), 24 to start with", () => {
    expect(DEFAULT_PROCESS_WITHIN_HOURS).toBe(24);
    expect(TRANSACTION_SETTING_DEFAULTS.TRX_PROCESS_WITHIN_HOURS).toBe(24);
    expect(settingProblem("TRX_PROCESS_WITHIN_HOURS", 1)).toBeUndefined();
    expect(settingProblem("TRX_PROCESS_WITHIN_HOURS", 168)).toBeUndefined();
    expect(settingProblem("TRX_PROCESS_WITHIN_HOURS", 0)).toBe("range");
    expect(settingProblem("TRX_PROCESS_WITHIN_HOURS", 169)).toBe("range");
    expect(settingProblem("TRX_PROCESS_WITHIN_HOURS", 1.5)).toBe("wholeNumber");
    expect(settingProblem("TRX_PROCESS_WITHIN_HOURS", null)).toBe("required");
  });
});
