/**
 * Rewards (`/rewards`): what members buy with points (requirement type POINT only, spec 2.2), and
 * their claims.
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
import { CLAIM_RULES, REQUIREMENT_TYPE, REWARD_TYPES } from "./rules";

export const rewardFields = z.object({
  rewardName: requiredText("Reward name", 100),
  imageUrl: z
    .union([z.string(), z.null()])
    .default("")
    .meta({ description: "Picture of the reward (an upload)." }),
  description: optionalText("Description", 1000).default(""),
  requirementType: z
    .literal(REQUIREMENT_TYPE, { error: () => "The requirement type is POINT only." })
    .default(REQUIREMENT_TYPE),
  rewardType: z.enum(REWARD_TYPES, {
    error: () => "Choose what the customer gets: a voucher or a product.",
  }),
  voucherId: z.union([z.string(), z.null()]).default(null),
  productId: z.union([z.string(), z.null()]).default(null),
  loyaltyId: requiredText("Programme", 60).meta({
    description: "The loyalty programme whose members may claim it.",
  }),
  tierIds: z
    .array(z.string())
    .default([])
    .meta({ description: "Tiers of the programme that may claim it; empty = every tier." }),
  pointCost: integer("Cost in points", { min: 1, max: 10_000_000 }),
  stock: integer("Stock", { min: 0, max: 1_000_000 }),
  perCustomerLimit: z
    .union([integer("Limit per customer", { min: 1, max: 1000 }), z.null()])
    .default(null)
    .meta({ description: "Claims one customer may make; null = no limit." }),
  startAt: timestamp("From when it can be claimed."),
  endAt: timestamp("Until when it can be claimed."),
  isActive: flag("Active").default(true),
});

function rewardRules(
  value: {
    rewardType?: string;
    voucherId?: string | null;
    productId?: string | null;
    startAt?: string;
    endAt?: string;
  },
  ctx: z.core.$RefinementCtx,
) {
  if (value.rewardType === "VOUCHER" && !value.voucherId)
    ctx.addIssue({ code: "custom", path: ["voucherId"], message: "Choose the voucher it gives." });
  if (value.rewardType === "PRODUCT" && !value.productId)
    ctx.addIssue({ code: "custom", path: ["productId"], message: "Choose the product it gives." });
  if (value.startAt && value.endAt && value.endAt <= value.startAt)
    ctx.addIssue({ code: "custom", path: ["endAt"], message: "The end must be after the start." });
}

export const rewardCreate = rewardFields.superRefine(rewardRules).meta({ id: "RewardCreate" });
export const rewardUpdate = patchOf(rewardFields).meta({ id: "RewardUpdate" });
export const rewardWrite = rewardFields.superRefine(rewardRules);

export const rewardRecord = rewardFields.extend({
  rewardId: id(),
  ...archiveFields,
  ...timestamps,
});

export const reward = rewardRecord
  .extend({
    claimedCount: z.number().int().min(0).meta({ description: "Claims made so far." }),
    loyaltyName: z.string(),
    voucherName: z.union([z.string(), z.null()]),
    productName: z.union([z.string(), z.null()]),
    tierNames: z.array(z.string()).meta({ description: "Names of tierIds (empty = every tier)." }),
  })
  .meta({ id: "Reward" });

/** What a claim handed over. */
export const issued = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("VOUCHER"),
    voucherId: z.string(),
    voucherName: z.string(),
    voucherCode: z.string(),
  }),
  z.object({ kind: z.literal("PRODUCT"), productId: z.string(), productName: z.string() }),
]);

/** One claim of a reward. */
export const rewardClaim = z
  .object({
    claimId: id(),
    rewardId: z.string(),
    rewardName: z.string(),
    userId: z.string(),
    customerName: z.string(),
    wpId: z.string(),
    points: z.number().int().min(1),
    issued,
    claimedBy: z.object({ userId: z.string(), name: z.string() }),
    ...timestamps,
  })
  .meta({ id: "RewardClaim" });

/** `POST /rewards/{id}/claims`. */
export const claimCreate = z
  .object({ userId: requiredText("Customer", 60) })
  .meta({ id: "RewardClaimCreate" });

/** A customer the claim dialog offers, with what the claim would meet. */
export const claimCandidate = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    wpId: z.union([z.string(), z.null()]),
    balance: z.number().int(),
    tierName: z.union([z.string(), z.null()]),
    claimedByCustomer: z.number().int(),
    checks: z.array(z.object({ rule: z.enum(CLAIM_RULES), ok: z.boolean() })),
    refusals: z
      .array(z.object({ rule: z.enum(CLAIM_RULES), message: z.string() }))
      .meta({ description: "Each failed rule with its sentence (empty: the claim may go ahead)." }),
  })
  .meta({ id: "RewardClaimCandidate" });

export type Reward = z.infer<typeof reward>;
export type RewardRecord = z.infer<typeof rewardRecord>;
export type RewardFormValues = z.input<typeof rewardCreate>;
export type RewardClaim = z.infer<typeof rewardClaim>;
export type ClaimCandidate = z.infer<typeof claimCandidate>;
