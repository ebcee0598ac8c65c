/**
 * Loyalty programmes (`/loyalty`): a programme's tiers and earning rules (spec 2.2: requirement type
 * POINT only). Members are customers with a wallet in the programme (`wallet-point.ts`).
 */
import {
  archivableRecord,
  count,
  decimal,
  fieldIssue,
  flag,
  id,
  integer,
  message,
  money,
  optionalText,
  patchOf,
  requiredMessage,
  requiredText,
  z,
} from "@/contract/common";
import { DEFAULT_UNIT_AMOUNT, POINTS_MAX, TIERS_MAX, TIER_COLOURS } from "./rules";
import { ALWAYS, endAfterStart, requirementType, validityDate } from "./fields";
import { PRODUCT_TYPES } from "@/contract/rules";

/**
 * Points per unit amount (a tier's or the programme's base rate): up to 1000 points per Rp 10.000,
 * ten times a 10 % cashback; a larger rate is a typo.
 */
const RATE_MAX = 1000;

/** One tier of a programme. */
export const tier = z
  .object({
    tierId: id("Stable id of the tier (given by the server when a new tier has none).")
      .optional()
      .meta({ description: "Given by the server when a new tier is sent without one." }),
    name: requiredText("loyalty:programmes.tiers.name", 40),
    minPoints: integer("loyalty:programmes.tiers.minPoints", { min: 0, max: POINTS_MAX }).meta({
      description:
        "Points collected (earned and added; redeeming does not lower them) to reach it.",
    }),
    earnRate: decimal("loyalty:programmes.tiers.earnRateShort", { min: 0, max: RATE_MAX })
      .nullable()
      .default(null)
      .meta({
        description:
          "Points per unit amount (earningRules.unitAmount rupiah) for members of this tier; null = the base rate.",
      }),
    benefits: optionalText("loyalty:programmes.tiers.benefits", 500).default(null),
    colour: z
      .enum(TIER_COLOURS, {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? requiredMessage("loyalty:programmes.tiers.colour")
            : message("loyalty:programmes.validation.colour"),
      })
      .meta({
        label: "loyalty:programmes.tiers.colour",
        description: "Badge colour (one of the console's swatches).",
      }),
  })
  .meta({ id: "LoyaltyTierInput" });

const multiplierShape = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [
    type,
    // Ten times the points on a product type is the most any promotion of the business gave.
    decimal("loyalty:programmes.rules.multiplier", { min: 0, max: 10 }).default(1),
  ]),
) as Record<(typeof PRODUCT_TYPES)[number], z.ZodDefault<ReturnType<typeof decimal>>>;

/** How members earn and lose points. */
export const earningRules = z
  .object({
    // A unit below Rp 1.000 gives points for change; above Rp 10.000.000 no purchase earns any.
    unitAmount: money("loyalty:programmes.rules.unitAmount", { min: 1000, max: 10_000_000 })
      .default(DEFAULT_UNIT_AMOUNT)
      .meta({ description: "Rupiah per earning unit (Rp 10.000: 'points per Rp 10.000')." }),
    baseRate: decimal("loyalty:programmes.rules.baseRate", { min: 0, max: RATE_MAX }).meta({
      description: "Points per unit amount for tiers without a rate of their own.",
    }),
    multipliers: z
      .object(multiplierShape)
      .default(() => Object.fromEntries(PRODUCT_TYPES.map((t) => [t, 1])) as never)
      .meta({ description: "Points multiplier per product type of a purchase line (1 = normal)." }),
    // A million points on a birthday would buy every reward at once: more is a typo.
    birthdayBonus: integer("loyalty:programmes.rules.birthdayBonus", { min: 0, max: 1_000_000 })
      .default(0)
      .meta({ description: "Points given once in the member's birthday month." }),
    // Ten years: points kept longer than that are never-expiring points (leave it empty).
    expiryMonths: integer("loyalty:programmes.rules.expiryField", { min: 1, max: 120 })
      .nullable()
      .default(12)
      .meta({ description: "Earned points expire this many months later; null = never." }),
  })
  .meta({ id: "LoyaltyEarningRules" });

export const loyaltyFields = z.object({
  loyaltyName: requiredText("loyalty:programmes.fields.loyaltyName", 100),
  description: optionalText("loyalty:programmes.fields.description", 1000).default(null),
  requirementType,
  startAt: validityDate("loyalty:programmes.fields.startAt", "First day of the programme."),
  endAt: validityDate("loyalty:programmes.fields.endAt", "Last moment of the programme."),
  isActive: flag("loyalty:programmes.fields.isActive").default(true),
  tiers: z
    .array(tier, { error: () => requiredMessage("loyalty:programmes.fields.tiers") })
    .min(1, message("loyalty:programmes.validation.tiersMin"))
    .max(TIERS_MAX, message("loyalty:programmes.validation.tiersMax", { max: TIERS_MAX }))
    .meta({ label: "loyalty:programmes.fields.tiers" }),
  earningRules,
});

/** Rules across fields: dates in order, a tier from 0 points, distinct tier names and thresholds. */
function loyaltyRules(
  value: { startAt?: unknown; endAt?: unknown; tiers?: unknown },
  ctx: z.RefinementCtx,
) {
  endAfterStart(value, ctx);
  // The rules run while other fields may still be wrong: judge only the tiers that are complete.
  const tiers = (Array.isArray(value.tiers) ? value.tiers : []) as {
    name?: unknown;
    minPoints?: unknown;
  }[];
  if (tiers.length && !tiers.some((t) => t?.minPoints === 0))
    fieldIssue(ctx, ["tiers", 0, "minPoints"], "loyalty:programmes.validation.tierFromZero");
  const names = new Set<string>();
  const thresholds = new Set<number>();
  tiers.forEach((t, i) => {
    const name = typeof t?.name === "string" ? t.name.trim().toLowerCase() : "";
    if (name && names.has(name))
      fieldIssue(ctx, ["tiers", i, "name"], "loyalty:programmes.validation.tierNameTaken");
    if (typeof t?.minPoints === "number" && thresholds.has(t.minPoints))
      fieldIssue(ctx, ["tiers", i, "minPoints"], "loyalty:programmes.validation.tierPointsTaken");
    if (name) names.add(name);
    if (typeof t?.minPoints === "number") thresholds.add(t.minPoints);
  });
}

export const loyaltyCreate = loyaltyFields
  .superRefine(loyaltyRules, ALWAYS)
  .meta({ id: "LoyaltyCreate" });
export const loyaltyUpdate = patchOf(loyaltyFields).meta({ id: "LoyaltyUpdate" });
export const loyaltyWrite = loyaltyFields.superRefine(loyaltyRules, ALWAYS);

/** A programme as stored (every tier has its id). */
export const loyaltyRecord = archivableRecord(loyaltyFields, {
  loyaltyId: id(),
  tiers: z.array(tier.extend({ tierId: id() }).meta({ id: "LoyaltyTier" })),
});

export const loyalty = loyaltyRecord
  .extend({
    memberCount: count("Customers with a wallet in it."),
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
  .object({ userId: requiredText("loyalty:programmes.enrol.customer", 60) })
  .meta({ id: "LoyaltyMemberEnrol" });

export type Loyalty = z.infer<typeof loyalty>;
export type LoyaltyRecord = z.infer<typeof loyaltyRecord>;
export type LoyaltyTier = LoyaltyRecord["tiers"][number];
export type LoyaltyFormValues = z.input<typeof loyaltyCreate>;
export type LoyaltySummary = z.infer<typeof loyaltySummary>;
export type EarningRules = z.infer<typeof earningRules>;
