import { claimChecks, type ClaimRule } from "../schema/rules";
import type { RewardRecord } from "../schema/reward";
import { db } from "@/mocks/db";
import { formatPoints } from "@/lib/format";
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

/** The sentence of each refused rule (the dialog and the 409 show them as they are). */
function refusalMessage(rule: ClaimRule, record: RewardRecord, userId: string): string {
  const wallet = walletOf(userId);
  const programme = db.loyalty.get(record.loyaltyId);
  const now = new Date().toISOString();
  switch (rule) {
    case "REWARD_VALID":
      if (record.isArchived) return "This reward is archived: it cannot be claimed.";
      if (!record.isActive) return "This reward is inactive: it cannot be claimed.";
      if (record.startAt > now)
        return "This reward cannot be claimed yet: its validity has not started.";
      return "This reward has expired: its validity period is over.";
    case "HAS_WALLET":
      return "This customer is not a member of any loyalty programme, so they have no points.";
    case "PROGRAMME":
      return `This reward is for members of ${programme?.loyaltyName ?? "another programme"}; the customer is a member of ${wallet?.loyaltyName ?? "another programme"}.`;
    case "TIER": {
      const names = (programme?.tiers ?? [])
        .filter((t) => record.tierIds.includes(t.tierId))
        .map((t) => t.name);
      return `Only ${names.join(", ")} members may claim this reward; the customer is ${wallet?.tierName || "without a tier"}.`;
    }
    case "STOCK":
      return "This reward is out of stock.";
    case "LIMIT":
      return `The customer has already claimed this reward ${record.perCustomerLimit} ${record.perCustomerLimit === 1 ? "time" : "times"}, the limit per customer.`;
    case "POINTS": {
      const pending = wallet ? pendingOf(wallet.wpId).points : 0;
      const spendable = Math.max(0, (wallet?.balance ?? 0) - pending);
      return pending
        ? `The customer can spend ${formatPoints(spendable)} points now (${formatPoints(pending)} more are from purchases still inside their return window); this reward costs ${formatPoints(record.pointCost)}.`
        : `The customer has ${formatPoints(spendable)} points; this reward costs ${formatPoints(record.pointCost)}.`;
    }
    case "VOUCHER":
      return "The reward's voucher cannot be handed out."; // eligibility() says why
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
          ? (voucherProblem?.message ?? "The reward's voucher no longer exists.")
          : refusalMessage(check.rule, record, userId),
    }));
  return { wallet, spendable, claimedByCustomer, checks, refusals };
}
