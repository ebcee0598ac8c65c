/**
 * Wallets, their ledgers and the reward claims, generated together so they agree: each wallet's
 * balance is its ledger's last balance, each REDEEM entry is one claim.
 */
import type { LoyaltyRecord } from "../schema/loyalty";
import {
  earningRate,
  expiringPoints,
  availableAfterReturnWindow,
  pendingPoints,
  pointsEarned,
  pointsToTakeBack,
  purchaseLines,
  spendablePoints,
  tierFor,
} from "../schema/rules";
import type { RewardClaim } from "../schema/reward";
import type { WalletLedgerEntry, WalletPoint } from "../schema/wallet-point";
import type { DataSize } from "@/mocks/db/collection";
import { DAY, anchor, iso, seeded } from "@/mocks/lib/seed";
import { createRandom } from "@/mocks/lib/random";
import { LedgerWriter } from "./ledger-writer.seed";
import { seedLoyalty } from "./loyalty.seed";
import { seedRewards } from "./rewards.seed";
import { seedTransactions } from "@resources/transactions/demo/exports";
import { DEFAULT_RETURN_WINDOW_DAYS } from "@resources/transactions/exports";
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

/** Per data size and seeding "now" (the browser demo may take an earlier seeding's on start). */
const cache = new Map<string, LoyaltyData>();

function generate(size: DataSize): LoyaltyData {
  const random = createRandom(`loyalty-wallets:${size}`);
  const now = anchor();
  const programmes = seedLoyalty(size);
  const rewards = seedRewards(size);
  const staff = seedUsers(size)
    .filter((user) => ["usr-admin", "usr-manager"].includes(user.userId))
    .map((user) => ({ userId: user.userId, name: user.name }));
  // Paid purchases per customer (stable fields only: customerId, items, paidAt, status, and when a
  // refunded one was refunded).
  const bought = new Map<
    string,
    {
      transactionId: string;
      transactionCode: string;
      lines: ReturnType<typeof purchaseLines>;
      paidAt: string;
      refundedAt: string | null;
    }[]
  >();
  for (const trx of seedTransactions(size)) {
    if (!trx.paidAt || ["CANCELLED", "EXPIRED"].includes(trx.status)) continue;
    const list = bought.get(trx.customerId) ?? [];
    list.push({
      transactionId: trx.transactionId,
      transactionCode: trx.transactionCode,
      lines: purchaseLines(trx.items),
      paidAt: trx.paidAt,
      refundedAt:
        trx.status === "REFUNDED"
          ? (trx.statusHistory.findLast((step) => step.to === "REFUNDED")?.at ?? trx.updatedAt)
          : null,
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
    const book = new LedgerWriter(wpId, customer.userId, rules.expiryMonths, () => {
      entryNo++;
      return `wle-${entryNo}`;
    });
    const { entries } = book;
    const push = book.push.bind(book);
    const expireUntil = book.expireUntil.bind(book);

    // Events: purchases (or invented earnings when the customer bought nothing), a few staff and reward moves.
    const purchases = (bought.get(customer.userId) ?? [])
      .filter((p) => Date.parse(p.paidAt) >= joined)
      .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
      .slice(-maxEarn);
    const events: {
      at: number;
      kind: "BUY" | "REFUND" | "ADD" | "REMOVE" | "REDEEM" | "BIRTHDAY";
      p?: (typeof purchases)[number];
    }[] = purchases.flatMap((p) => [
      { at: Date.parse(p.paidAt), kind: "BUY" as const, p },
      ...(p.refundedAt ? [{ at: Date.parse(p.refundedAt), kind: "REFUND" as const, p }] : []),
    ]);
    /** What the customer could spend at `at`: the balance less the points still in a return window. */
    const spendableAt = (at: number) =>
      spendablePoints(book.balance, pendingPoints(entries, new Date(at)).points);
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
      const tier = tierFor(programme.tiers, book.collected);
      const member = staff[(c + entries.length) % Math.max(1, staff.length)] ?? null;
      if (event.kind === "BUY" && event.p) {
        const points = pointsEarned({
          lines: event.p.lines,
          rate: earningRate(tier, rules.baseRate),
          unitAmount: rules.unitAmount,
          multipliers: rules.multipliers ?? {},
        });
        push("EARN", points, event.at, {
          note: `Points from purchase ${event.p.transactionCode}.`,
          noteKey: "PURCHASE",
          transactionId: event.p.transactionId,
          transactionCode: event.p.transactionCode,
          availableAt: availableAfterReturnWindow(event.p.paidAt, DEFAULT_RETURN_WINDOW_DAYS),
        });
      } else if (event.kind === "REFUND" && event.p) {
        // The refund takes back what the purchase earned (as purchase-points.ts does for new ones).
        const earned = entries.find(
          (entry) => entry.type === "EARN" && entry.transactionId === event.p!.transactionId,
        );
        if (!earned) continue;
        const stillPending = !!earned.availableAt && Date.parse(earned.availableAt) > event.at;
        const otherPending =
          pendingPoints(entries, new Date(event.at)).points - (stillPending ? earned.points : 0);
        const points = pointsToTakeBack(
          earned.points,
          stillPending,
          Math.max(0, book.balance - otherPending),
        );
        push("REVERSE", points, event.at, {
          note:
            points === earned.points
              ? `Points of purchase ${event.p.transactionCode} taken back: the order was refunded.`
              : `${points} of the ${earned.points} points of purchase ${event.p.transactionCode} taken back: the order was refunded and the customer had spent the rest.`,
          noteKey: points === earned.points ? "TAKEN_BACK" : "TAKEN_BACK_PART",
          noteValues:
            points === earned.points
              ? { undoneAs: "REFUNDED" }
              : { undoneAs: "REFUNDED", earnedPoints: earned.points },
          transactionId: event.p.transactionId,
          transactionCode: event.p.transactionCode,
        });
      } else if (event.kind === "BIRTHDAY") {
        push("EARN", rules.birthdayBonus, event.at, {
          note: "Birthday bonus.",
          noteKey: "BIRTHDAY",
        });
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
      } else if (event.kind === "REMOVE" && spendableAt(event.at) > 0) {
        push("REMOVE", Math.min(spendableAt(event.at), random.pick([50, 100, 200])), event.at, {
          note: "Correction: points given twice for one purchase.",
          staff: member,
        });
      } else if (event.kind === "REDEEM") {
        const choices = rewards.filter(
          (r) =>
            r.loyaltyId === programme.loyaltyId &&
            r.pointCost <= spendableAt(event.at) &&
            (r.tierIds.length === 0 || (tier && r.tierIds.includes(tier.tierId))),
        );
        const reward = choices.length ? random.pick(choices) : undefined;
        if (!reward || !member) continue;
        const claimId = `rcl-${claims.length + 1}`;
        push("REDEEM", reward.pointCost, event.at, {
          note: `Redeemed for ${reward.rewardName}.`,
          noteKey: "REDEEMED",
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
    const tier = tierFor(programme.tiers, book.collected);
    const expiring = expiringPoints(entries, new Date(now));
    const pending = pendingPoints(entries, new Date(now));
    const last = entries[entries.length - 1];
    ledger.push(...entries);
    wallets.push({
      wpId,
      ...walletHolder(customer, programme, tier),
      balance: book.balance,
      collectedPoints: book.collected,
      expiringPoints: expiring.points,
      nextExpiryAt: expiring.firstAt,
      pendingPoints: pending.points,
      pendingAvailableAt: pending.firstAt,
      lastActivityAt: last?.createdAt ?? null,
      createdAt: iso(joined),
      updatedAt: last?.createdAt ?? iso(joined),
    });
  });
  return { wallets, ledger, claims };
}

const data = (size: DataSize) => {
  const key = `${size}:${anchor()}`;
  let value = cache.get(key);
  if (!value) cache.set(key, (value = generate(size)));
  return value;
};

export const seedWalletPoints = seeded<WalletPoint>("walletPoints", (size) => data(size).wallets);
export const seedWalletLedger = seeded<WalletLedgerEntry>(
  "walletLedger",
  (size) => data(size).ledger,
);
export const seedRewardClaims = seeded<RewardClaim>("rewardClaims", (size) => data(size).claims);
