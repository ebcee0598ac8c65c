/**
 * Rewards (`/rewards`): what members buy with points (requirement type POINT only, spec 2.2), and
 * their claims.
 */
import {
  archivableRecord,
  count,
  fieldIssue,
  flag,
  id,
  integer,
  message,
  optionalText,
  patchOf,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";
import { CLAIM_RULES, POINTS_MAX, REWARD_TYPES } from "./rules";
import { HAND_OUT_REFUSALS } from "@resources/promotions/exports";
import { ALWAYS, endAfterStart, requirementType, validityDate } from "./fields";

export const rewardFields = z.object({
  rewardName: requiredText("loyalty:rewards.fields.rewardName", 100),
  imageUrl: z.string().nullable().default(null).meta({
    label: "loyalty:rewards.fields.image",
    description: "Picture of the reward (an upload).",
  }),
  description: optionalText("loyalty:rewards.fields.description", 1000).default(null),
  requirementType,
  rewardType: z
    .enum(REWARD_TYPES, { error: () => message("loyalty:rewards.validation.rewardType") })
    .meta({ label: "loyalty:rewards.fields.gives" }),
  voucherId: z.string().nullable().default(null).meta({
    label: "loyalty:rewards.fields.voucher",
    description: "The voucher a VOUCHER reward gives.",
  }),
  productId: z.string().nullable().default(null).meta({
    label: "loyalty:rewards.fields.product",
    description: "The product a PRODUCT reward gives.",
  }),
  loyaltyId: requiredText("loyalty:rewards.fields.programme", 60).meta({
    description: "The loyalty programme whose members may claim it.",
  }),
  tierIds: z.array(z.string()).default([]).meta({
    label: "loyalty:rewards.fields.tiers",
    description: "Tiers of the programme that may claim it; empty = every tier.",
  }),
  pointCost: integer("loyalty:rewards.fields.pointCost", { min: 1, max: POINTS_MAX }),
  // A million pieces of one reward is more than all the outlets of a chain could hand over.
  stock: integer("loyalty:rewards.fields.stock", { min: 0, max: 1_000_000 }),
  // A thousand claims of one reward by one customer is no limit at all: leave it empty instead.
  perCustomerLimit: integer("loyalty:rewards.fields.perCustomerLimit", { min: 1, max: 1000 })
    .nullable()
    .default(null)
    .meta({ description: "Claims one customer may make; null = no limit." }),
  startAt: validityDate("loyalty:rewards.fields.startAt", "From when it can be claimed."),
  endAt: validityDate("loyalty:rewards.fields.endAt", "Until when it can be claimed."),
  isActive: flag("loyalty:rewards.fields.isActive").default(true),
});

/** Rules across fields: what it gives is chosen, the end after the start. */
function rewardRules(
  value: {
    rewardType?: unknown;
    voucherId?: unknown;
    productId?: unknown;
    startAt?: unknown;
    endAt?: unknown;
  },
  ctx: z.RefinementCtx,
) {
  if (value.rewardType === "VOUCHER" && !value.voucherId)
    fieldIssue(ctx, "voucherId", "loyalty:rewards.validation.voucher");
  if (value.rewardType === "PRODUCT" && !value.productId)
    fieldIssue(ctx, "productId", "loyalty:rewards.validation.product");
  endAfterStart(value, ctx);
}

export const rewardCreate = rewardFields
  .superRefine(rewardRules, ALWAYS)
  .meta({ id: "RewardCreate" });
export const rewardUpdate = patchOf(rewardFields).meta({ id: "RewardUpdate" });
export const rewardWrite = rewardFields.superRefine(rewardRules, ALWAYS);

export const rewardRecord = archivableRecord(rewardFields, { rewardId: id() });

export const reward = rewardRecord
  .extend({
    claimedCount: count("Claims made so far."),
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
  .object({ userId: requiredText("loyalty:claim.customer", 60) })
  .meta({ id: "RewardClaimCreate" });

/** A customer the claim dialog offers, with what the claim would meet. */
export const claimCandidate = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    wpId: z.union([z.string(), z.null()]),
    balance: z.number().int().meta({
      description:
        "The points the customer can spend now (their wallet's balance less its pending points).",
    }),
    tierName: z.union([z.string(), z.null()]),
    claimedByCustomer: z.number().int(),
    checks: z.array(
      z.object({
        rule: z.enum(CLAIM_RULES),
        ok: z.boolean(),
        reason: z.union([z.enum(HAND_OUT_REFUSALS), z.null()]).meta({
          description:
            "Why the reward's voucher cannot be handed out (the VOUCHER rule, when it fails); null otherwise.",
        }),
      }),
    ),
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
