import { claimChecks, type ClaimRule } from "../schema/rules";
import type { RewardRecord } from "../schema/reward";
import { db } from "@/mocks/db";
import { formatNumber, formatPoints } from "@/lib/format";
import { say } from "@/mocks/lib/readers";
import { handOutRefusal } from "@resources/promotions/demo/exports";
import { pendingOf, walletNow, walletOf } from "./loyalty.members";

/**
 * Whether a customer may claim a reward: every rule, the reward's voucher's own included. The claim
 * dialog's look-up and the claim itself (rewards.ts) ask `eligibility`, so they always agree.
 */

/** Claims per reward and per reward+customer, counted once per claims collection version. */
let claimCounts: {
  version: number;
  perReward: Map<string, number>;
  perCustomer: Map<string, number>;
} | null = null;
export const counts = () => {
  if (!claimCounts || claimCounts.version !== db.rewardClaims.version) {
    const perReward = new Map<string, number>();
    const perCustomer = new Map<string, number>();
    for (const claim of db.rewardClaims.all()) {
      perReward.set(claim.rewardId, (perReward.get(claim.rewardId) ?? 0) + 1);
      const key = `${claim.rewardId}|${claim.userId}`;
      perCustomer.set(key, (perCustomer.get(key) ?? 0) + 1);
    }
    claimCounts = { version: db.rewardClaims.version, perReward, perCustomer };
  }
  return claimCounts;
};

/**
 * The sentence of each refused rule, as a message of the locale files (read in the staff member's
 * language when a refused claim answers 409).
 */
function refusalMessage(rule: ClaimRule, record: RewardRecord, userId: string): string {
  const wallet = walletOf(userId);
  const programme = db.loyalty.get(record.loyaltyId);
  const now = new Date().toISOString();
  switch (rule) {
    case "REWARD_VALID":
      if (record.isArchived) return say("loyalty:api.refusal.archived");
      if (!record.isActive) return say("loyalty:api.refusal.inactive");
      if (record.startAt > now) return say("loyalty:api.refusal.notYet");
      return say("loyalty:api.refusal.expired");
    case "HAS_WALLET":
      return say("loyalty:api.refusal.noWallet");
    case "PROGRAMME":
      return say("loyalty:api.refusal.programme", {
        programme: programme?.loyaltyName ?? "",
        theirs: wallet?.loyaltyName ?? "",
      });
    case "TIER": {
      const tiers = (programme?.tiers ?? [])
        .filter((t) => record.tierIds.includes(t.tierId))
        .map((t) => t.name)
        .join(", ");
      return wallet?.tierName
        ? say("loyalty:api.refusal.tier", { tiers, tier: wallet.tierName })
        : say("loyalty:api.refusal.tierNone", { tiers });
    }
    case "STOCK":
      return say("loyalty:api.refusal.stock");
    case "LIMIT":
      return say("loyalty:api.refusal.limit", { limit: formatNumber(record.perCustomerLimit) });
    case "POINTS": {
      const pending = wallet ? pendingOf(wallet.wpId).points : 0;
      const spendable = Math.max(0, (wallet?.balance ?? 0) - pending);
      const values = { spendable: formatPoints(spendable), cost: formatPoints(record.pointCost) };
      return pending
        ? say("loyalty:api.refusal.pointsPending", { ...values, pending: formatPoints(pending) })
        : say("loyalty:api.refusal.points", values);
    }
    case "VOUCHER":
      return say("loyalty:api.refusal.voucher"); // eligibility() says why
  }
}

/**
 * Every rule of a claim, the voucher's own included: the dialog's eligibility and the claim ask this
 * one function, so a customer offered as eligible is not refused on Claim.
 */
export function eligibility(record: RewardRecord, userId: string) {
  const stored = walletOf(userId);
  // What the customer can spend: a purchase's points inside its return window are not (yet).
  const wallet = stored ? walletNow(stored) : null;
  const spendable = wallet ? Math.max(0, wallet.balance - wallet.pendingPoints) : 0;
  const claimedByCustomer = counts().perCustomer.get(`${record.rewardId}|${userId}`) ?? 0;
  const voucher =
    record.rewardType === "VOUCHER" ? db.vouchers.get(record.voucherId ?? "") : undefined;
  const voucherProblem = voucher ? handOutRefusal(voucher, userId) : null;
  const checks = claimChecks({
    reward: record,
    wallet: wallet && { ...wallet, balance: spendable },
    claimedByCustomer,
    // A voucher reward whose voucher is gone cannot hand anything out: as if archived.
    voucherRefusal:
      record.rewardType !== "VOUCHER"
        ? undefined
        : voucher
          ? (voucherProblem?.reason ?? null)
          : "ARCHIVED",
    now: new Date(),
  });
  const refusals = checks
    .filter((check) => !check.ok)
    .map((check) => ({
      rule: check.rule,
      message:
        check.rule === "VOUCHER"
          ? (voucherProblem?.message ?? say("loyalty:api.refusal.voucherGone"))
          : refusalMessage(check.rule, record, userId),
    }));
  return { wallet, spendable, claimedByCustomer, checks, refusals };
}
