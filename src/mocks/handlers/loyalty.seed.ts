import type { AnyRecord } from "../db/collection";
import { daysAgo, seeded } from "../lib/seed";

export const seedLoyalty = seeded<AnyRecord>("loyalty", () => {
  const plan: [string, string, number, number][] = [
    ["Silver Member", "SILVER", 0, 1],
    ["Gold Member", "GOLD", 5_000, 1.5],
    ["Platinum Member", "PLATINUM", 15_000, 2],
    ["Double Points Weekend", "CAMPAIGN", 0, 2],
    ["Birthday Bonus", "CAMPAIGN", 0, 3],
    ["Eye Test Reward", "CAMPAIGN", 0, 1.25],
    ["Referral Programme", "CAMPAIGN", 0, 1],
    ["Old Loyalty 2023", "SILVER", 0, 1],
  ];
  return plan.map(([loyaltyName, tier, requirementValue, pointMultiplier], i) => ({
    loyaltyId: `lyl-${i + 1}`,
    loyaltyName,
    tier,
    description: `${loyaltyName}: earn ${pointMultiplier}x points per Rp10.000 spent.`,
    requirementType: "POINT",
    requirementValue,
    pointMultiplier,
    pointPerAmount: 10_000,
    startAt: daysAgo(300 - i * 10),
    endAt: i === 7 ? daysAgo(30) : daysAgo(-365),
    isActive: i !== 7,
    isArchived: i === 7,
    archivedAt: i === 7 ? daysAgo(25) : null,
    createdAt: daysAgo(320 - i * 10),
    updatedAt: daysAgo(40 - i),
  }));
});
