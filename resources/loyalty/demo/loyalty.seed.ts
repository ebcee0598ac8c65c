import type { LoyaltyRecord } from "../schema/loyalty";
import { TIER_COLOURS } from "../schema/rules";
import { PRODUCT_TYPES } from "@/contract/rules";
import { daysAgo, seeded } from "@/mocks/lib/seed";

type SeedTier = [name: string, minPoints: number, earnRate: number | null, benefits: string];

const multipliers = (overrides: Partial<Record<(typeof PRODUCT_TYPES)[number], number>>) =>
  Object.fromEntries(PRODUCT_TYPES.map((type) => [type, overrides[type] ?? 1])) as Record<
    (typeof PRODUCT_TYPES)[number],
    number
  >;

const PLAN: {
  name: string;
  description: string;
  tiers: SeedTier[];
  baseRate: number;
  multipliers: Partial<Record<(typeof PRODUCT_TYPES)[number], number>>;
  birthdayBonus: number;
  expiryMonths: number | null;
  archived?: boolean;
}[] = [
  {
    name: "Optik Prima Rewards",
    description: "Points on every purchase at Optik Prima outlets and in the app.",
    tiers: [
      ["Silver", 0, null, "Points on every purchase; free frame adjustment."],
      ["Gold", 1_000, 1.5, "1.5 points per Rp 10.000; free lens cleaning kit each year."],
      ["Platinum", 2_500, 2, "2 points per Rp 10.000; free eye test; priority service."],
      ["Diamond", 6_000, 3, "3 points per Rp 10.000; personal stylist; free delivery."],
    ],
    baseRate: 1,
    multipliers: { LENSA: 1.5, FRAME: 1.2, ADD_ONS: 0.5 },
    birthdayBonus: 200,
    expiryMonths: 12,
  },
  {
    name: "Kacamata Club",
    description: "The club of Kacamata Kita customers: more points on frames.",
    tiers: [
      ["Member", 0, null, "Points on every purchase."],
      ["VIP", 1_500, 2, "Double points; early access to new collections."],
    ],
    baseRate: 1,
    multipliers: { FRAME: 2 },
    birthdayBonus: 100,
    expiryMonths: 18,
  },
  {
    name: "Student Programme",
    description: "Students collect points on lenses and frames with their student card.",
    tiers: [["Student", 0, null, "Points on lenses and frames; 10% off eye tests."]],
    baseRate: 2,
    multipliers: { LENSA: 1.5, GENERAL: 0 },
    birthdayBonus: 50,
    expiryMonths: 6,
  },
  {
    name: "Loyalty 2023",
    description: "The 2023 programme, replaced by Optik Prima Rewards.",
    tiers: [
      ["Classic", 0, null, "Points on every purchase."],
      ["Premium", 5_000, 2, "Double points."],
    ],
    baseRate: 1,
    multipliers: {},
    birthdayBonus: 0,
    expiryMonths: 12,
    archived: true,
  },
];

/** The colours the seeded tiers take, lowest first (grey, gold, purple, blue, black). */
const SEED_COLOURS = [0, 2, 4, 3, 9] as const;

export const seedLoyalty = seeded<LoyaltyRecord>("loyalty", () =>
  PLAN.map((plan, i) => ({
    loyaltyId: `lyl-${i + 1}`,
    loyaltyName: plan.name,
    description: plan.description,
    requirementType: "POINT" as const,
    startAt: daysAgo(plan.archived ? 900 : 400 - i * 30),
    endAt: plan.archived ? daysAgo(60) : daysAgo(-700 + i * 30),
    isActive: !plan.archived,
    tiers: plan.tiers.map(([name, minPoints, earnRate, benefits], t) => ({
      tierId: `tier-${i + 1}-${t + 1}`,
      name,
      minPoints,
      earnRate,
      benefits,
      colour: TIER_COLOURS[SEED_COLOURS[t] ?? t]!,
    })),
    earningRules: {
      unitAmount: 10_000,
      baseRate: plan.baseRate,
      multipliers: multipliers(plan.multipliers),
      birthdayBonus: plan.birthdayBonus,
      expiryMonths: plan.expiryMonths,
    },
    isArchived: !!plan.archived,
    archivedAt: plan.archived ? daysAgo(55) : null,
    createdAt: daysAgo(plan.archived ? 920 : 420 - i * 30),
    updatedAt: daysAgo(20 + i),
  })),
);
