import { listOf, listQuery, z } from "@/contract/common";
import {
  claimCandidate,
  claimCreate,
  reward,
  rewardClaim,
  rewardCreate,
  rewardUpdate,
  rewardWrite,
  type RewardClaim,
  type RewardRecord,
} from "../schema/reward";
import { db } from "@/mocks/db";
import { recordOr404, resource } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { listCollection } from "@/mocks/lib/query";
import { conflict, invalid, me, Reply, route, type RouteContext } from "@/mocks/lib/route";
import { addLedgerEntry } from "./loyalty.members";
import { counts, eligibility } from "./rewards.eligibility";
import { issueVoucherCode, voucherUsesLeft } from "@resources/promotions/demo/exports";
import { isRewardAttention, REWARD_ATTENTION, rewardNeedsAttention } from "../schema/rules";
import { inEnglish, say, sayAll } from "@/mocks/lib/readers";

/** Rewards (`/rewards`), their claims, and the claim dialog's customer look-up with eligibility. */

const idParam = { id: { from: "/rewards", field: "rewardId" } };

const rewardOf = (ctx: RouteContext) =>
  recordOr404(db.rewards, ctx.params.id!, say("loyalty:api.rewardNotFound"));

const candidates = route({
  method: "get",
  path: "/rewards/:id/claim-candidates",
  area: "REWARD",
  action: "claimReward",
  summary: "Customers matching `q` (name, email or phone; at most 10) with balance and eligibility",
  query: z.object({ q: z.string().optional(), userId: z.string().optional() }),
  response: z.array(claimCandidate),
  params: idParam,
  errors: [404],
  handler: (ctx) => {
    const record = rewardOf(ctx);
    const userId = ctx.query.get("userId");
    const q = (ctx.query.get("q") ?? "").trim();
    let customers;
    if (userId) customers = [db.users.get(userId)].filter((u) => u?.userType === "CUSTOMER");
    else if (!q) return [];
    else {
      const query = new URLSearchParams({
        q,
        userType: "CUSTOMER",
        _start: "0",
        _end: "10",
        _sort: "name",
        _order: "asc",
      });
      customers = listCollection(db.users, query).results as typeof db.users extends {
        all(): readonly (infer U)[];
      }
        ? U[]
        : never;
    }
    return customers.flatMap((customer) => {
      if (!customer) return [];
      const { wallet, spendable, claimedByCustomer, checks, refusals } = eligibility(
        record,
        customer.userId,
      );
      return [
        {
          userId: customer.userId,
          name: customer.name,
          email: customer.email,
          phone: customer.phone ?? "",
          wpId: wallet?.wpId ?? null,
          balance: spendable,
          tierName: wallet?.tierName || null,
          claimedByCustomer,
          checks,
          // The console words each rule itself; other clients read the sentences in English.
          refusals: refusals.map((refusal) => ({
            ...refusal,
            message: inEnglish(refusal.message),
          })),
        },
      ];
    });
  },
});

const claims = route({
  method: "get",
  path: "/rewards/:id/claims",
  area: "REWARD",
  action: "show",
  summary: "A reward's claims, newest first: customer, when, by whom, what was issued",
  query: listQuery(rewardClaim),
  response: listOf(rewardClaim),
  params: idParam,
  errors: [404],
  handler: (ctx) => {
    const record = rewardOf(ctx);
    return listCollection(db.rewardClaims, ctx.query, {
      scope: (row) => row.rewardId === record.rewardId,
    });
  },
});

const claim = route({
  method: "post",
  path: "/rewards/:id/claims",
  area: "REWARD",
  action: "claimReward",
  summary:
    "Claim the reward for a customer: every rule checked again; points deducted (REDEEM), stock lowered, the voucher code or product issued",
  body: claimCreate,
  response: rewardClaim,
  status: 201,
  params: idParam,
  errors: [404, 409, 422],
  handler: (ctx) => {
    const auth = me(ctx);
    const record = rewardOf(ctx);
    const customer = db.users.get(ctx.data.userId);
    if (!customer || customer.userType !== "CUSTOMER")
      throw invalid({ userId: say("loyalty:api.customerMissing") });
    const { wallet, refusals } = eligibility(record, customer.userId);
    if (refusals.length || !wallet) throw conflict(sayAll(refusals.map((r) => r.message)));
    // Everything below runs without a pause: no other request sees a half-made claim.
    const claimId = db.rewardClaims.newId();
    let issued: RewardClaim["issued"];
    if (record.rewardType === "VOUCHER") {
      const voucherId = record.voucherId ?? "";
      const voucherCode = issueVoucherCode(voucherId, customer.userId); // throws 409 with its sentence
      issued = {
        kind: "VOUCHER",
        voucherId,
        voucherName: String(db.vouchers.get(voucherId)?.voucherName ?? ""),
        voucherCode,
      };
    } else {
      const productId = record.productId ?? "";
      issued = {
        kind: "PRODUCT",
        productId,
        productName: db.products.get(productId)?.productName ?? "",
      };
    }
    addLedgerEntry(wallet.wpId, {
      type: "REDEEM",
      points: record.pointCost,
      note: `Redeemed for ${record.rewardName}.`,
      noteKey: "REDEEMED",
      staff: { userId: auth.user.userId, name: auth.user.name },
      reward: { rewardId: record.rewardId, rewardName: record.rewardName, claimId },
    });
    const at = nowIso();
    db.rewards.replace({ ...record, stock: record.stock - 1, updatedAt: at });
    const created = db.rewardClaims.insert({
      claimId,
      rewardId: record.rewardId,
      rewardName: record.rewardName,
      userId: customer.userId,
      customerName: customer.name,
      wpId: wallet.wpId,
      points: record.pointCost,
      issued,
      claimedBy: { userId: auth.user.userId, name: auth.user.name },
      createdAt: at,
      updatedAt: at,
    });
    return new Reply(created, 201);
  },
});

const rewards = resource<RewardRecord>({
  path: "/rewards",
  entity: "reward",
  collection: db.rewards,
  area: "REWARD",
  operations: ["list", "show", "create", "update", "archive"],
  labelField: "rewardName",
  schemas: { create: rewardCreate, update: rewardUpdate, write: rewardWrite, answer: reward },
  // The attention follows from the reward's voucher's usage. An attention the server does not know
  // matches no reward.
  scope: (row, ctx) => {
    const attention = ctx.query.get("attention");
    if (attention === null) return true;
    if (!isRewardAttention(attention)) return false;
    const usesLeft = row.voucherId ? voucherUsesLeft(row.voucherId) : undefined;
    return rewardNeedsAttention(attention, row, usesLeft);
  },
  listFilters: {
    attention: z
      .enum(REWARD_ATTENTION)
      .optional()
      .meta({
        description:
          "Needs attention. noUsesLeft: a reward (not archived) giving a voucher whose total uses are all " +
          "used or handed out, so a claim cannot hand out a code any more; a voucher without a limit never is.",
      }),
  },
  prepare: (record) =>
    record.rewardType === "VOUCHER"
      ? { ...record, productId: null }
      : record.rewardType === "PRODUCT"
        ? { ...record, voucherId: null }
        : record,
  validate: (record) => {
    const errors: Record<string, string> = {};
    const programme = db.loyalty.get(record.loyaltyId);
    if (!programme) errors.loyaltyId = say("loyalty:api.programmeMissing");
    else {
      const known = new Set(programme.tiers.map((t) => t.tierId));
      if (record.tierIds.some((id) => !known.has(id)))
        errors.tierIds = say("loyalty:api.tiersOfProgramme", { programme: programme.loyaltyName });
    }
    if (record.rewardType === "VOUCHER" && !db.vouchers.get(record.voucherId ?? ""))
      errors.voucherId = say("loyalty:api.voucherMissing");
    if (record.rewardType === "PRODUCT" && !db.products.get(record.productId ?? ""))
      errors.productId = say("loyalty:api.productMissing");
    return errors;
  },
  present: (row) => {
    const programme = db.loyalty.get(row.loyaltyId);
    return {
      ...row,
      claimedCount: counts().perReward.get(row.rewardId) ?? 0,
      loyaltyName: programme?.loyaltyName ?? "",
      voucherName: row.voucherId ? String(db.vouchers.get(row.voucherId)?.voucherName ?? "") : null,
      productName: row.productId ? (db.products.get(row.productId)?.productName ?? "") : null,
      tierNames: (programme?.tiers ?? [])
        .filter((t) => row.tierIds.includes(t.tierId))
        .map((t) => t.name),
    };
  },
  extra: [candidates, claims, claim],
});

export const handlers = [...rewards];
