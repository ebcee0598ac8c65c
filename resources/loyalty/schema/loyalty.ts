/**
 * Loyalty programmes (`/loyalty`): a programme's tiers and earning rules (spec 2.2: requirement type
 * POINT only). Members are customers with a wallet in the programme (`wallet-point.ts`).
 */
import {
  archiveFields,
  flag,
  id,
  integer,
  optionalText,
  patchOf,
  requiredText,
  timestamp,
  timestamps,
  z,
} from "@/contract/common";
import { DEFAULT_UNIT_AMOUNT, REQUIREMENT_TYPE, TIER_COLOURS } from "./rules";
import { PRODUCT_TYPES } from "@/contract/rules";

const requirementType = z
  .literal(REQUIREMENT_TYPE, { error: () => "The requirement type is POINT only." })
  .default(REQUIREMENT_TYPE)
  .meta({ description: "Always POINT (spec 2.2): shown, never chosen." });

/** One tier of a programme. */
export const tier = z
  .object({
    tierId: id("Stable id of the tier (given by the server when a new tier has none).")
      .optional()
      .meta({ description: "Given by the server when a new tier is sent without one." }),
    name: requiredText("Tier name", 40),
    minPoints: integer("Points to reach the tier", { min: 0, max: 10_000_000 }).meta({
      description:
        "Points collected (earned and added; redeeming does not lower them) to reach it.",
    }),
    earnRate: z
      .union([
        z
          .number({ error: () => "Earning rate must be a number." })
          .min(0, "Earning rate must be a number of 0 or more.")
          .max(1000, "Earning rate must be at most 1000."),
        z.null(),
      ])
      .default(null)
      .meta({
        description:
          "Points per unit amount (earningRules.unitAmount rupiah) for members of this tier; null = the base rate.",
      }),
    benefits: optionalText("Benefits", 500).default(""),
    colour: z
      .enum(TIER_COLOURS, { error: () => "Choose one of the tier colours." })
      .meta({ description: "Badge colour (one of the console's swatches)." }),
  })
  .meta({ id: "LoyaltyTierInput" });

const multiplierShape = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [
    type,
    z
      .number({ error: () => "Multiplier must be a number." })
      .min(0, "Multiplier must be a number of 0 or more.")
      .max(10, "Multiplier must be at most 10.")
      .default(1),
  ]),
) as Record<(typeof PRODUCT_TYPES)[number], z.ZodDefault<z.ZodNumber>>;

/** How members earn and lose points. */
export const earningRules = z
  .object({
    unitAmount: integer("Unit amount", { min: 1000, max: 10_000_000 })
      .default(DEFAULT_UNIT_AMOUNT)
      .meta({ description: "Rupiah per earning unit (Rp 10.000: 'points per Rp 10.000')." }),
    baseRate: z
      .number({ error: () => "Base rate is required." })
      .min(0, "Base rate must be a number of 0 or more.")
      .max(1000, "Base rate must be at most 1000.")
      .meta({ description: "Points per unit amount for tiers without a rate of their own." }),
    multipliers: z
      .object(multiplierShape)
      .default(() => Object.fromEntries(PRODUCT_TYPES.map((t) => [t, 1])) as never)
      .meta({ description: "Points multiplier per product type of a purchase line (1 = normal)." }),
    birthdayBonus: integer("Birthday bonus", { min: 0, max: 1_000_000 })
      .default(0)
      .meta({ description: "Points given once in the member's birthday month." }),
    expiryMonths: z
      .union([integer("Expiry", { min: 1, max: 120 }), z.null()])
      .default(12)
      .meta({ description: "Earned points expire this many months later; null = never." }),
  })
  .meta({ id: "LoyaltyEarningRules" });

export const loyaltyFields = z.object({
  loyaltyName: requiredText("Programme name", 100),
  description: optionalText("Description", 1000).default(""),
  requirementType,
  startAt: timestamp("First day of the programme."),
  endAt: timestamp("Last moment of the programme."),
  isActive: flag("Active").default(true),
  tiers: z
    .array(tier, { error: () => "Tiers are required." })
    .min(1, "A programme needs at least one tier.")
    .max(10, "A programme has at most 10 tiers."),
  earningRules,
});

/** Rules across fields: dates in order, a tier from 0 points, distinct tier names and thresholds. */
function loyaltyRules(
  value: { startAt?: string; endAt?: string; tiers?: { name: string; minPoints: number }[] },
  ctx: z.core.$RefinementCtx,
) {
  if (value.startAt && value.endAt && value.endAt <= value.startAt)
    ctx.addIssue({ code: "custom", path: ["endAt"], message: "The end must be after the start." });
  const tiers = value.tiers ?? [];
  if (tiers.length && !tiers.some((t) => t.minPoints === 0))
    ctx.addIssue({
      code: "custom",
      path: ["tiers", 0, "minPoints"],
      message: "One tier must start at 0 points: every member needs a tier.",
    });
  const names = new Set<string>();
  const thresholds = new Set<number>();
  tiers.forEach((t, i) => {
    const key = t.name.trim().toLowerCase();
    if (names.has(key))
      ctx.addIssue({
        code: "custom",
        path: ["tiers", i, "name"],
        message: "Two tiers cannot share a name.",
      });
    if (thresholds.has(t.minPoints))
      ctx.addIssue({
        code: "custom",
        path: ["tiers", i, "minPoints"],
        message: "Two tiers cannot start at the same points.",
      });
    names.add(key);
    thresholds.add(t.minPoints);
  });
}

export const loyaltyCreate = loyaltyFields.superRefine(loyaltyRules).meta({ id: "LoyaltyCreate" });
export const loyaltyUpdate = patchOf(loyaltyFields).meta({ id: "LoyaltyUpdate" });
export const loyaltyWrite = loyaltyFields.superRefine(loyaltyRules);

/** A programme as stored (every tier has its id). */
export const loyaltyRecord = loyaltyFields.extend({
  loyaltyId: id(),
  tiers: z.array(tier.extend({ tierId: id() }).meta({ id: "LoyaltyTier" })),
  ...archiveFields,
  ...timestamps,
});

export const loyalty = loyaltyRecord
  .extend({
    memberCount: z.number().int().min(0).meta({ description: "Customers with a wallet in it." }),
  })
  .meta({ id: "Loyalty" });

/** `GET /loyalty/{id}/summary`: members per tier, points issued and redeemed this month. */
export const loyaltySummary = z
  .object({
    memberCount: z.number().int(),
    membersPerTier: z.array(
      z.object({
        tierId: z.string(),
        name: z.string(),
        colour: z.string(),
        count: z.number().int(),
      }),
    ),
    pointsIssuedThisMonth: z
      .number()
      .int()
      .meta({ description: "Points earned and added since the 1st of this month." }),
    pointsRedeemedThisMonth: z
      .number()
      .int()
      .meta({ description: "Points redeemed for rewards since the 1st of this month." }),
  })
  .meta({ id: "LoyaltySummary" });

/** `POST /loyalty/{id}/members`: enrol a customer (opens their wallet). */
export const memberEnrol = z
  .object({ userId: requiredText("Customer", 60) })
  .meta({ id: "LoyaltyMemberEnrol" });

export type Loyalty = z.infer<typeof loyalty>;
export type LoyaltyRecord = z.infer<typeof loyaltyRecord>;
export type LoyaltyTier = LoyaltyRecord["tiers"][number];
export type LoyaltyFormValues = z.input<typeof loyaltyCreate>;
export type LoyaltySummary = z.infer<typeof loyaltySummary>;
export type EarningRules = z.infer<typeof earningRules>;
