/**
 * Wallets, their ledgers and the reward claims, generated together so they agree: each wallet's
 * balance is its ledger's last balance, each REDEEM entry is one claim.
 */
import type { LoyaltyRecord } from "../schema/loyalty";
import {
  addMonths,
  earningRate,
  expiringPoints,
  isCredit,
  pointsEarned,
  tierFor,
  type LedgerType,
} from "../schema/rules";
import type { RewardClaim } from "../schema/reward";
import type { WalletLedgerEntry, WalletPoint } from "../schema/wallet-point";
import type { DataSize } from "@/mocks/db/collection";
import { DAY, anchor, iso, seeded } from "@/mocks/lib/seed";
import { createRandom } from "@/mocks/lib/random";
import { seedLoyalty } from "./loyalty.seed";
import { seedRewards } from "./rewards.seed";
import { seedTransactions } from "@resources/transactions/demo/exports";
import { customersOf, seedUsers } from "@resources/users/demo/exports";

interface LoyaltyData {
  wallets: WalletPoint[];
  ledger: WalletLedgerEntry[];
  claims: RewardClaim[];
}

/** The customer, programme and tier a wallet names, copied from their records (seed and enrolment). */
export const walletHolder = (
  customer: { userId: string; name: string; email: string; phone?: string | null },
  programme: Pick<LoyaltyRecord, "loyaltyId" | "loyaltyName">,
  tier: LoyaltyRecord["tiers"][number] | undefined,
) => ({
  userId: customer.userId,
  customerName: customer.name,
  customerEmail: customer.email,
  customerPhone: customer.phone ?? "",
  loyaltyId: programme.loyaltyId,
  loyaltyName: programme.loyaltyName,
  tierId: tier?.tierId ?? null,
  tierName: tier?.name ?? "",
  tierColour: tier?.colour ?? "",
});

const cache = new Map<DataSize, LoyaltyData>();

function generate(size: DataSize): LoyaltyData {
  const random = createRandom(`loyalty-wallets:${size}`);
  const now = anchor();
  const programmes = seedLoyalty(size);
  const rewards = seedRewards(size);
  const staff = seedUsers(size)
    .filter((user) => ["usr-admin", "usr-manager"].includes(user.userId))
    .map((user) => ({ userId: user.userId, name: user.name }));
  // Paid purchases per customer (stable fields only: customerId, total, paidAt, status).
  const bought = new Map<
    string,
    { transactionId: string; transactionCode: string; total: number; paidAt: string }[]
  >();
  for (const trx of seedTransactions(size)) {
    if (!trx.paidAt || ["CANCELLED", "REFUNDED", "EXPIRED"].includes(trx.status)) continue;
    const list = bought.get(trx.customerId) ?? [];
    list.push({
      transactionId: trx.transactionId,
      transactionCode: trx.transactionCode,
      total: trx.total,
      paidAt: trx.paidAt,
    });
    bought.set(trx.customerId, list);
  }
  const wallets: WalletPoint[] = [];
  const ledger: WalletLedgerEntry[] = [];
  const claims: RewardClaim[] = [];
  const maxEarn = size === "large" ? 3 : 8;
  let entryNo = 0;

  customersOf(size).forEach((customer, c) => {
    // Nine in ten customers are members: mostly of the main programme.
    if (c % 10 === 9) return;
    const roll = c % 20;
    const programme: LoyaltyRecord = programmes[roll < 14 ? 0 : roll < 17 ? 1 : roll < 19 ? 2 : 3]!;
    const wpId = `wp-${c + 1}`;
    const rules = programme.earningRules;
    const joined = Math.max(Date.parse(programme.startAt), now - random.int(60, 400) * DAY);
    const entries: WalletLedgerEntry[] = [];
    let balance = 0;
    let collected = 0;
    const lots: { left: number; expiresAt: string | null }[] = [];
    const push = (
      type: LedgerType,
      points: number,
      at: number,
      extra: Partial<WalletLedgerEntry> = {},
    ) => {
      if (points <= 0) return;
      balance += isCredit(type) ? points : -points;
      if (isCredit(type)) collected += points;
      const createdAt = iso(at);
      const expiresAt =
        isCredit(type) && rules.expiryMonths ? addMonths(createdAt, rules.expiryMonths) : null;
      if (isCredit(type)) lots.push({ left: points, expiresAt });
      else {
        let owed = points;
        for (const lot of lots) {
          const used = Math.min(lot.left, owed);
          lot.left -= used;
          owed -= used;
        }
      }
      entryNo++;
      entries.push({
        entryId: `wle-${entryNo}`,
        wpId,
        userId: customer.userId,
        type,
        points,
        balanceAfter: balance,
        note: "",
        transactionId: null,
        transactionCode: null,
        rewardId: null,
        rewardName: null,
        claimId: null,
        staff: null,
        expiresAt,
        createdAt,
        updatedAt: createdAt,
        ...extra,
      });
    };
    /** Expires what is left of lots that ran out before `until`. */
    const expireUntil = (until: number) => {
      for (const lot of lots) {
        if (lot.left > 0 && lot.expiresAt && Date.parse(lot.expiresAt) <= until) {
          const left = lot.left;
          const at = Date.parse(lot.expiresAt);
          lot.left = 0;
          balance -= left;
          entryNo++;
          entries.push({
            entryId: `wle-${entryNo}`,
            wpId,
            userId: customer.userId,
            type: "EXPIRE",
            points: left,
            balanceAfter: balance,
            note: `Points earned ${rules.expiryMonths} months earlier expired.`,
            transactionId: null,
            transactionCode: null,
            rewardId: null,
            rewardName: null,
            claimId: null,
            staff: null,
            expiresAt: null,
            createdAt: iso(at),
            updatedAt: iso(at),
          });
        }
      }
    };

    // Events: purchases (or invented earnings when the customer bought nothing), a few staff and reward moves.
    const purchases = (bought.get(customer.userId) ?? [])
      .filter((p) => Date.parse(p.paidAt) >= joined)
      .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
      .slice(-maxEarn);
    const events: {
      at: number;
      kind: "BUY" | "ADD" | "REMOVE" | "REDEEM" | "BIRTHDAY";
      p?: (typeof purchases)[number];
    }[] = purchases.map((p) => ({ at: Date.parse(p.paidAt), kind: "BUY", p }));
    if (!purchases.length) events.push({ at: joined + random.int(1, 30) * DAY, kind: "ADD" });
    if (random.chance(0.15)) events.push({ at: now - random.int(1, 200) * DAY, kind: "ADD" });
    if (random.chance(0.08)) events.push({ at: now - random.int(1, 100) * DAY, kind: "REMOVE" });
    if (random.chance(0.35)) events.push({ at: now - random.int(0, 90) * DAY, kind: "REDEEM" });
    if (rules.birthdayBonus && customer.birthDate && random.chance(0.6))
      events.push({ at: now - random.int(5, 300) * DAY, kind: "BIRTHDAY" });
    // A few recent movements so the sidebar badge and "this month" figures have something to show.
    if (c < 40)
      events.push({ at: now - random.int(0, 5) * DAY - random.int(1, 600) * 60_000, kind: "ADD" });
    events.sort((a, b) => a.at - b.at);

    for (const event of events) {
      if (event.at < joined || event.at > now) continue;
      expireUntil(event.at);
      const tier = tierFor(programme.tiers, collected);
      const member = staff[(c + entries.length) % Math.max(1, staff.length)] ?? null;
      if (event.kind === "BUY" && event.p) {
        const points = pointsEarned({
          lines: [{ amount: event.p.total, productType: "GENERAL" }],
          rate: earningRate(tier, rules.baseRate),
          unitAmount: rules.unitAmount,
          multipliers: {},
        });
        push("EARN", points, event.at, {
          note: "Points from a purchase.",
          transactionId: event.p.transactionId,
          transactionCode: event.p.transactionCode,
        });
      } else if (event.kind === "BIRTHDAY") {
        push("EARN", rules.birthdayBonus, event.at, { note: "Birthday bonus." });
      } else if (event.kind === "ADD") {
        push("ADD", random.pick([100, 250, 500, 1_000]), event.at, {
          note: random.pick([
            "Service recovery: the glasses were late.",
            "Points for a purchase made before joining.",
            "Welcome points.",
            "Compensation for a wrong lens order.",
          ]),
          staff: member,
        });
      } else if (event.kind === "REMOVE" && balance > 0) {
        push("REMOVE", Math.min(balance, random.pick([50, 100, 200])), event.at, {
          note: "Correction: points given twice for one purchase.",
          staff: member,
        });
      } else if (event.kind === "REDEEM") {
        const choices = rewards.filter(
          (r) =>
            r.loyaltyId === programme.loyaltyId &&
            r.pointCost <= balance &&
            (r.tierIds.length === 0 || (tier && r.tierIds.includes(tier.tierId))),
        );
        const reward = choices.length ? random.pick(choices) : undefined;
        if (!reward || !member) continue;
        const claimId = `rcl-${claims.length + 1}`;
        push("REDEEM", reward.pointCost, event.at, {
          note: `Redeemed for ${reward.rewardName}.`,
          rewardId: reward.rewardId,
          rewardName: reward.rewardName,
          claimId,
          staff: member,
        });
        claims.push({
          claimId,
          rewardId: reward.rewardId,
          rewardName: reward.rewardName,
          userId: customer.userId,
          customerName: customer.name,
          wpId,
          points: reward.pointCost,
          issued:
            reward.rewardType === "VOUCHER"
              ? {
                  kind: "VOUCHER",
                  voucherId: reward.voucherId ?? "",
                  voucherName: reward.rewardName,
                  voucherCode: `RWD${String(claims.length + 1).padStart(6, "0")}`,
                }
              : {
                  kind: "PRODUCT",
                  productId: reward.productId ?? "",
                  productName: reward.rewardName,
                },
          claimedBy: member,
          createdAt: iso(event.at),
          updatedAt: iso(event.at),
        });
      }
    }
    expireUntil(now);
    const tier = tierFor(programme.tiers, collected);
    const expiring = expiringPoints(entries, new Date(now));
    const last = entries[entries.length - 1];
    ledger.push(...entries);
    wallets.push({
      wpId,
      ...walletHolder(customer, programme, tier),
      balance,
      collectedPoints: collected,
      expiringPoints: expiring.points,
      nextExpiryAt: expiring.firstAt,
      lastActivityAt: last?.createdAt ?? null,
      createdAt: iso(joined),
      updatedAt: last?.createdAt ?? iso(joined),
    });
  });
  return { wallets, ledger, claims };
}

const data = (size: DataSize) => {
  let value = cache.get(size);
  if (!value) cache.set(size, (value = generate(size)));
  return value;
};

export const seedWalletPoints = seeded<WalletPoint>("walletPoints", (size) => data(size).wallets);
export const seedWalletLedger = seeded<WalletLedgerEntry>(
  "walletLedger",
  (size) => data(size).ledger,
);
export const seedRewardClaims = seeded<RewardClaim>("rewardClaims", (size) => data(size).claims);
