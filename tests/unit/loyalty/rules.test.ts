import {
  addMonths,
  balanceAfter,
  claimChecks,
  claimRefusals,
  earningRate,
  expiringPoints,
  pendingPoints,
  pointsToTakeBack,
  spendablePoints,
  nextTier,
  pointsEarned,
  runningBalances,
  tierFor,
  type ClaimInput,
} from "@resources/loyalty/schema/rules";

const tiers = [
  { tierId: "gold", name: "Gold", minPoints: 2_000 },
  { tierId: "silver", name: "Silver", minPoints: 0 },
  { tierId: "platinum", name: "Platinum", minPoints: 6_000 },
];

describe("tier from points", () => {
  it("is the highest tier whose threshold the points reach, in any order", () => {
    expect(tierFor(tiers, 0)?.name).toBe("Silver");
    expect(tierFor(tiers, 1_999)?.name).toBe("Silver");
    expect(tierFor(tiers, 2_000)?.name).toBe("Gold");
    expect(tierFor(tiers, 99_999)?.name).toBe("Platinum");
    expect(
      tierFor(
        tiers.filter((t) => t.minPoints > 0),
        10,
      ),
    ).toBeUndefined();
  });
  it("says what the next tier needs, and nothing at the top", () => {
    expect(nextTier(tiers, 1_500)).toMatchObject({ tier: { name: "Gold" }, missing: 500 });
    expect(nextTier(tiers, 6_000)).toBeUndefined();
  });
});

describe("points earned from an amount", () => {
  const rules = { unitAmount: 10_000, multipliers: { LENSA: 1.5, ADD_ONS: 0.5, GENERAL: 0 } };
  it("gives the rate per Rp 10.000, rounded down once", () => {
    expect(
      pointsEarned({ ...rules, rate: 1, lines: [{ amount: 259_000, productType: "FRAME" }] }),
    ).toBe(25);
    expect(
      pointsEarned({ ...rules, rate: 2, lines: [{ amount: 9_999, productType: "FRAME" }] }),
    ).toBe(1);
  });
  it("applies each line's product-type multiplier before rounding", () => {
    const lines = [
      { amount: 1_000_000, productType: "LENSA" }, // 100 units × 1.5 = 150
      { amount: 15_000, productType: "ADD_ONS" }, //  1.5 units × 0.5 = 0.75
      { amount: 15_000, productType: "ADD_ONS" }, //  0.75 → 1.5 together
      { amount: 500_000, productType: "GENERAL" }, // × 0
    ];
    expect(pointsEarned({ ...rules, rate: 1, lines })).toBe(151);
    expect(pointsEarned({ ...rules, rate: 0, lines })).toBe(0);
  });
  it("uses the tier's own rate, else the base rate", () => {
    expect(earningRate({ earnRate: 2 }, 1)).toBe(2);
    expect(earningRate({ earnRate: null }, 1)).toBe(1);
    expect(earningRate(undefined, 1.5)).toBe(1.5);
  });
});

describe("balance after each ledger entry", () => {
  it("adds credits, subtracts debits, and finds the first overdraft", () => {
    const result = runningBalances([
      { type: "EARN", points: 300 },
      { type: "ADD", points: 200 },
      { type: "REDEEM", points: 400 },
      { type: "EXPIRE", points: 100 },
      { type: "REMOVE", points: 1 },
    ]);
    expect(result.balances).toEqual([300, 500, 100, 0, -1]);
    expect(result.firstOverdraft).toBe(4);
  });
  it("refuses a debit above the balance and keeps the balance", () => {
    expect(balanceAfter(100, { type: "REMOVE", points: 100 })).toEqual({ ok: true, balance: 0 });
    expect(balanceAfter(100, { type: "REMOVE", points: 101 })).toEqual({ ok: false, balance: 100 });
    expect(balanceAfter(100, { type: "ADD", points: 5 })).toEqual({ ok: true, balance: 105 });
  });
  it("counts the points expiring within 30 days, oldest points spent first", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const entries = [
      { type: "EARN" as const, points: 100, expiresAt: "2026-06-10T00:00:00Z" },
      { type: "EARN" as const, points: 50, expiresAt: "2026-06-20T00:00:00Z" },
      { type: "EARN" as const, points: 70, expiresAt: "2026-09-01T00:00:00Z" },
      { type: "REDEEM" as const, points: 120 },
    ];
    expect(expiringPoints(entries, now)).toEqual({ points: 30, firstAt: "2026-06-20T00:00:00Z" });
  });
  it("takes a refunded purchase's points from its own lot, not the oldest", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const entries = [
      { type: "EARN" as const, points: 100, expiresAt: "2026-06-10T00:00:00Z", transactionId: "a" },
      { type: "EARN" as const, points: 40, expiresAt: "2026-09-01T00:00:00Z", transactionId: "b" },
      { type: "REVERSE" as const, points: 40, transactionId: "b" },
    ];
    expect(expiringPoints(entries, now)).toEqual({ points: 100, firstAt: "2026-06-10T00:00:00Z" });
  });
  it("holds a purchase's points pending inside its return window, less what a refund took back", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const entries = [
      {
        type: "EARN" as const,
        points: 100,
        availableAt: "2026-05-30T00:00:00Z",
        transactionId: "a",
      },
      {
        type: "EARN" as const,
        points: 40,
        availableAt: "2026-06-05T00:00:00Z",
        transactionId: "b",
      },
      {
        type: "EARN" as const,
        points: 25,
        availableAt: "2026-06-03T00:00:00Z",
        transactionId: "c",
      },
      { type: "REVERSE" as const, points: 25, transactionId: "c" },
      { type: "ADD" as const, points: 10 },
    ];
    expect(pendingPoints(entries, now)).toEqual({ points: 40, firstAt: "2026-06-05T00:00:00Z" });
    expect(pendingPoints(entries, new Date("2026-06-05T00:00:00Z")).points).toBe(0);
    expect(spendablePoints(150, 40)).toBe(110);
    expect(spendablePoints(30, 40)).toBe(0);
  });
  it("takes back all of a pending purchase's points, and of a spendable one no more than is left", () => {
    expect(pointsToTakeBack(80, true, 0)).toBe(80);
    expect(pointsToTakeBack(80, false, 200)).toBe(80);
    expect(pointsToTakeBack(80, false, 30)).toBe(30);
    expect(pointsToTakeBack(80, false, 0)).toBe(0);
  });
  it("keeps the end of the month when adding months", () => {
    expect(addMonths("2026-01-31T10:00:00.000Z", 1)).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths("2026-03-15T00:00:00.000Z", 12)).toBe("2027-03-15T00:00:00.000Z");
  });
});

describe("claim eligibility", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const base: ClaimInput = {
    reward: {
      pointCost: 500,
      stock: 3,
      perCustomerLimit: 2,
      loyaltyId: "lyl-1",
      tierIds: ["gold"],
      isActive: true,
      isArchived: false,
      startAt: "2026-01-01T00:00:00Z",
      endAt: "2026-12-31T00:00:00Z",
    },
    wallet: { balance: 800, loyaltyId: "lyl-1", tierId: "gold" },
    claimedByCustomer: 1,
    now,
  };
  const refused = (patch: Partial<ClaimInput>, reward: Partial<ClaimInput["reward"]> = {}) =>
    claimRefusals({ ...base, ...patch, reward: { ...base.reward, ...reward } });

  it("passes every rule when all are met", () => {
    expect(claimChecks(base).every((check) => check.ok)).toBe(true);
    expect(refused({}, { tierIds: [], perCustomerLimit: null })).toEqual([]);
  });
  it("refuses each rule on its own", () => {
    expect(refused({ wallet: { ...base.wallet!, balance: 499 } })).toEqual(["POINTS"]);
    expect(refused({ wallet: { ...base.wallet!, tierId: "silver" } })).toEqual(["TIER"]);
    expect(refused({}, { stock: 0 })).toEqual(["STOCK"]);
    expect(refused({ claimedByCustomer: 2 })).toEqual(["LIMIT"]);
    expect(refused({}, { isActive: false })).toEqual(["REWARD_VALID"]);
    expect(refused({}, { isArchived: true })).toEqual(["REWARD_VALID"]);
    expect(refused({}, { endAt: "2026-05-31T00:00:00Z" })).toEqual(["REWARD_VALID"]);
    expect(refused({}, { startAt: "2026-06-02T00:00:00Z" })).toEqual(["REWARD_VALID"]);
    expect(refused({ wallet: null })).toEqual(["HAS_WALLET"]);
    expect(refused({ wallet: { ...base.wallet!, loyaltyId: "lyl-2" } })).toEqual(["PROGRAMME"]);
  });
});
