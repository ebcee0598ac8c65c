import { toFieldErrors } from "@/contract/common";
import { inEnglish } from "@/mocks/lib/readers";
import { loyaltyWrite } from "@resources/loyalty/schema/loyalty";
import { rewardWrite } from "@resources/loyalty/schema/reward";
import { TIER_COLOURS } from "@resources/loyalty/schema/rules";

/** The field errors of a refused value, in English (as the demo API answers them). */
const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : toFieldErrors(result.error!.issues, inEnglish);

const colour = TIER_COLOURS[0];

describe("loyalty schemas", () => {
  it("say every problem of a programme at once: its bounds and its rules across fields, even while a field is missing", () => {
    const errors = errorsOf(
      loyaltyWrite.safeParse({
        loyaltyName: "",
        startAt: "2027-02-01T00:00:00.000Z",
        endAt: "2027-01-01T00:00:00.000Z",
        tiers: [
          { name: "Gold", minPoints: 500, colour },
          { name: " gold ", minPoints: 500, earnRate: 1001, colour },
        ],
        earningRules: { baseRate: -1, unitAmount: 500, expiryMonths: 121 },
      }) as never,
    );
    expect(errors).toEqual(
      expect.objectContaining({
        loyaltyName: "Programme name is required.",
        endAt: "The end must be after the start.",
        "tiers.0.minPoints": "One tier must start at 0 points: every member needs a tier.",
        "tiers.1.name": "Two tiers cannot share a name.",
        "tiers.1.minPoints": "Two tiers cannot start at the same points.",
        "tiers.1.earnRate": "Earning rate must be at most 1000.",
        "earningRules.baseRate": "Base rate must be at least 0.",
        "earningRules.unitAmount": "Unit amount (rupiah) must be at least Rp 1.000.",
        "earningRules.expiryMonths": "Expiry (months) must be at most 120.",
      }),
    );
  });

  it("take an emptied optional number or text as none (null), never as 0 or an empty text", () => {
    const parsed = loyaltyWrite.parse({
      loyaltyName: "Kids Club",
      description: null,
      startAt: "2027-01-01T00:00:00.000Z",
      endAt: "2027-12-31T23:59:59.999Z",
      tiers: [{ name: "Starter", minPoints: 0, earnRate: null, benefits: null, colour }],
      earningRules: { baseRate: 1.5, expiryMonths: null },
    });
    expect(parsed.description).toBeNull();
    expect(parsed.tiers[0]).toMatchObject({ earnRate: null, benefits: null });
    expect(parsed.earningRules).toMatchObject({ baseRate: 1.5, expiryMonths: null });
  });

  it("ask a reward for what it gives, points up to the maximum, a stock and a limit in range and a validity in order", () => {
    const errors = errorsOf(
      rewardWrite.safeParse({
        rewardName: "Pouch",
        rewardType: "VOUCHER",
        loyaltyId: "lyl-1",
        pointCost: 10_000_001,
        stock: -1,
        perCustomerLimit: 0,
        startAt: "2027-01-01T00:00:00.000Z",
      }) as never,
    );
    expect(errors).toEqual(
      expect.objectContaining({
        voucherId: "Choose the voucher it gives.",
        pointCost: "Cost in points must be at most 10000000.",
        stock: "Stock must be at least 0.",
        perCustomerLimit: "Limit per customer must be at least 1.",
        endAt: "Claimable until is required.",
      }),
    );
  });
});
