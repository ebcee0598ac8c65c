/**
 * The loyalty area's rules, free of zod (pages, the demo API and the unit tests share them):
 * the tier a number of points reaches, the points a purchase earns, the balance after each ledger
 * entry, the points about to expire, and every rule a reward claim must pass.
 */
import type { HandOutRefusal } from "@resources/promotions/exports";

/** The requirement type of programmes and rewards: POINT only (spec 2.2 and 9). */
export const REQUIREMENT_TYPE = "POINT" as const;

/** A purchase earns points per this many rupiah unless the programme says otherwise. */
export const DEFAULT_UNIT_AMOUNT = 10_000;

/** "Points expiring soon" on the wallet list: within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;

/**
 * The kinds of ledger entries: earned (purchase, birthday), redeemed (reward), expired, staff
 * add/remove, and taken back (a refunded purchase's points).
 */
export const LEDGER_TYPES = ["EARN", "REDEEM", "EXPIRE", "ADD", "REMOVE", "REVERSE"] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/**
 * The notes the system writes itself on a ledger entry (a purchase's points, a refund taking them
 * back, an expiry, a birthday, a reward): kept as a key, with the entry's own fields and `noteValues`
 * filling it in, so the console shows them in the reader's language. A staff member's note (ADD,
 * REMOVE) is their own words and is shown as typed.
 */
export const LEDGER_NOTES = [
  "PURCHASE",
  "TAKEN_BACK",
  "TAKEN_BACK_PART",
  "EXPIRED",
  "BIRTHDAY",
  "REDEEMED",
] as const;
export type LedgerNote = (typeof LEDGER_NOTES)[number];
/** How the order whose points were taken back was undone. */
export const UNDONE_AS = ["REFUNDED", "CANCELLED"] as const;
export type UndoneAs = (typeof UNDONE_AS)[number];

/** The entries that add points; the others take points away. */
export const isCredit = (type: LedgerType) => type === "EARN" || type === "ADD";

/** What a reward gives: one of the vouchers' codes, or a product handed over at the outlet. */
export const REWARD_TYPES = ["VOUCHER", "PRODUCT"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** Ten swatches a tier may take: each at least 5:1 against white text (WCAG AA), so a badge stays readable. */
export const TIER_COLOURS = [
  "#595959",
  "#8b4513",
  "#876800",
  "#0958d9",
  "#531dab",
  "#006d75",
  "#237804",
  "#9e1068",
  "#a8071a",
  "#262626",
] as const;

/**
 * The most points any one number of the loyalty area may hold (a tier's threshold, a reward's cost, a
 * staff member's change): ten million points are Rp 100.000.000.000 of purchases at the usual 1
 * point per Rp 10.000, far beyond what any customer of an eyewear chain spends, so more is a typo.
 * Points are always whole.
 */
export const POINTS_MAX = 10_000_000;
/** The longest reason a staff member gives for a change of points (one or two sentences). */
export const REASON_MAX = 200;
/** The most tiers a programme has: a customer cannot tell more levels apart (and ten swatches). */
export const TIERS_MAX = 10;

export interface TierLike {
  tierId: string;
  name: string;
  minPoints: number;
}

/**
 * The tier a member reaches with `points` (points collected: earned and added, never lowered by
 * redeeming): the tier with the highest `minPoints` not above them; `undefined` when no tier starts
 * low enough (a programme always has a tier from 0 points, so only a broken programme gives that).
 */
export function tierFor<T extends TierLike>(tiers: readonly T[], points: number): T | undefined {
  let best: T | undefined;
  for (const tier of tiers)
    if (tier.minPoints <= points && (!best || tier.minPoints > best.minPoints)) best = tier;
  return best;
}

/** The next tier above `points` and how many points are still missing; undefined at the top. */
export function nextTier<T extends TierLike>(tiers: readonly T[], points: number) {
  let next: T | undefined;
  for (const tier of tiers)
    if (tier.minPoints > points && (!next || tier.minPoints < next.minPoints)) next = tier;
  return next ? { tier: next, missing: next.minPoints - points } : undefined;
}

export interface EarningInput {
  /** The purchase lines: rupiah amount and product type of each. */
  lines: readonly { amount: number; productType: string }[];
  /** Points per `unitAmount` rupiah: the tier's rate, or the programme's base rate. */
  rate: number;
  unitAmount: number;
  /** Multiplier per product type (missing = 1). */
  multipliers: Readonly<Record<string, number>>;
}

/**
 * Points a purchase earns: each line's amount divided by the unit amount, times the rate and its
 * product type's multiplier, summed, then rounded down once (a customer never gets a fraction,
 * and splitting a purchase into lines never loses points to rounding).
 */
export function pointsEarned({ lines, rate, unitAmount, multipliers }: EarningInput): number {
  if (unitAmount <= 0 || rate <= 0) return 0;
  let exact = 0;
  for (const line of lines) {
    if (line.amount <= 0) continue;
    exact += (line.amount / unitAmount) * rate * (multipliers[line.productType] ?? 1);
  }
  // 1e-9 absorbs binary fractions such as 0.1 * 3 = 0.30000000000000004.
  return Math.floor(exact + 1e-9);
}

/** The rate a member of `tier` earns at: the tier's own rate, else the programme's base rate. */
export const earningRate = (tier: { earnRate: number | null } | undefined, baseRate: number) =>
  tier?.earnRate ?? baseRate;

export interface LedgerMove {
  type: LedgerType;
  points: number;
}

/**
 * The balance after each entry, oldest first, starting from `opening`. A debit larger than the
 * balance is an error (the ledger would go below zero): the index of the first such entry is given.
 */
export function runningBalances(entries: readonly LedgerMove[], opening = 0) {
  const balances: number[] = [];
  let balance = opening;
  let firstOverdraft: number | undefined;
  entries.forEach((entry, i) => {
    balance += isCredit(entry.type) ? entry.points : -entry.points;
    if (balance < 0 && firstOverdraft === undefined) firstOverdraft = i;
    balances.push(balance);
  });
  return { balances, balance, firstOverdraft };
}

/** The balance after one more entry, or a refusal when it would go below zero. */
export function balanceAfter(balance: number, move: LedgerMove) {
  const after = isCredit(move.type) ? balance + move.points : balance - move.points;
  return after < 0 ? { ok: false as const, balance } : { ok: true as const, balance: after };
}

export interface DatedMove extends LedgerMove {
  /** When the credited points expire (credits only; null = never). */
  expiresAt?: string | null;
  /** A purchase's EARN and the REVERSE that takes it back name the same transaction. */
  transactionId?: string | null;
}

/**
 * Points still open per credit, oldest first (debits use the oldest points first), and from them
 * the points that expire after `now` and within `days` days.
 */
export function expiringPoints(
  entries: readonly DatedMove[],
  now: Date,
  days = EXPIRING_WITHIN_DAYS,
) {
  const lots: { left: number; expiresAt: string | null; transactionId: string | null }[] = [];
  for (const entry of entries) {
    if (isCredit(entry.type)) {
      lots.push({
        left: entry.points,
        expiresAt: entry.expiresAt ?? null,
        transactionId: entry.transactionId ?? null,
      });
      continue;
    }
    let owed = entry.points;
    // A refund takes back its own purchase's points first; every other debit the oldest points.
    const own =
      entry.type === "REVERSE" && entry.transactionId
        ? lots.filter((lot) => lot.transactionId === entry.transactionId)
        : [];
    for (const lot of [...own, ...lots]) {
      if (owed <= 0) break;
      const used = Math.min(lot.left, owed);
      lot.left -= used;
      owed -= used;
    }
  }
  const from = now.getTime();
  const until = from + days * 86_400_000;
  let points = 0;
  let firstAt: string | null = null;
  for (const lot of lots) {
    if (lot.left <= 0 || !lot.expiresAt) continue;
    const at = Date.parse(lot.expiresAt);
    if (at > from && at <= until) {
      points += lot.left;
      if (!firstAt || lot.expiresAt < firstAt) firstAt = lot.expiresAt;
    }
  }
  return { points, firstAt };
}

export interface PendingMove extends LedgerMove {
  /** An EARN entry of a purchase: when its points can be spent (the return window's end). */
  availableAt?: string | null;
  transactionId?: string | null;
}

/**
 * The points of the balance that cannot be spent yet: a purchase's points inside its return window
 * (EARN entries whose `availableAt` is after `now`), less what a REVERSE of the same transaction took
 * back; and when the first of them can be spent. They count in the balance (the ledger sums to it)
 * but not in what a customer may redeem or staff may remove.
 */
export function pendingPoints(entries: readonly PendingMove[], now: Date) {
  const left = pendingLeft(entries, now);
  let points = 0;
  let firstAt: string | null = null;
  for (const [entry, open] of left) {
    points += open;
    if (!firstAt || entry.availableAt! < firstAt) firstAt = entry.availableAt!;
  }
  return { points, firstAt };
}

/** Each EARN entry with points still pending at `now`, and how many of its points are. */
export function pendingLeft<T extends PendingMove>(
  entries: readonly T[],
  now: Date,
): Map<T, number> {
  const takenBack = new Map<string, number>();
  for (const entry of entries)
    if (entry.type === "REVERSE" && entry.transactionId)
      takenBack.set(entry.transactionId, (takenBack.get(entry.transactionId) ?? 0) + entry.points);
  const at = now.getTime();
  const left = new Map<T, number>();
  for (const entry of entries) {
    if (entry.type !== "EARN" || !entry.availableAt || Date.parse(entry.availableAt) <= at)
      continue;
    const open =
      entry.points - (entry.transactionId ? (takenBack.get(entry.transactionId) ?? 0) : 0);
    if (open > 0) left.set(entry, open);
  }
  return left;
}

/** What a customer can spend: the balance less its pending points (never below zero). */
export const spendablePoints = (balance: number, pending: number) => Math.max(0, balance - pending);

/**
 * The points a refund takes back from a purchase that earned `earned`: all of them while they are
 * pending (they cannot have been spent); once spendable, as many as the customer still has to spend
 * (the balance never goes below zero, so points already redeemed stay redeemed).
 */
export function pointsToTakeBack(earned: number, stillPending: boolean, spendable: number) {
  return stillPending ? earned : Math.min(earned, spendable);
}

/** The lines of an order that earn points: each item's amount by its product type. */
export const purchaseLines = (
  items: readonly { qty: number; unitPrice: number; productType: string }[],
) => items.map((item) => ({ amount: item.qty * item.unitPrice, productType: item.productType }));

/** When a purchase paid at `paidAt` gives its points: after `days` days (0: at once). */
export const availableAfterReturnWindow = (paidAt: string, days: number) =>
  days > 0 ? new Date(Date.parse(paidAt) + days * 86_400_000).toISOString() : null;

/** The date `months` months after `at` (end of month kept: 31 Jan + 1 month = 28/29 Feb). */
export function addMonths(at: string, months: number): string {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}

// --- claims ---------------------------------------------------------------------------------------

/** Every rule a claim must pass, in the order the claim dialog lists them. */
export const CLAIM_RULES = [
  "REWARD_VALID",
  "HAS_WALLET",
  "PROGRAMME",
  "TIER",
  "STOCK",
  "VOUCHER",
  "LIMIT",
  "POINTS",
] as const;
export type ClaimRule = (typeof CLAIM_RULES)[number];

export interface ClaimInput {
  reward: {
    pointCost: number;
    stock: number;
    perCustomerLimit: number | null;
    loyaltyId: string;
    tierIds: readonly string[];
    isActive: boolean;
    isArchived: boolean;
    startAt: string;
    endAt: string;
  };
  /** The customer's wallet; null when the customer has none (not a member). */
  wallet: { balance: number; loyaltyId: string; tierId: string | null } | null;
  /** Claims of this reward the customer already made. */
  claimedByCustomer: number;
  /**
   * A voucher reward: why its voucher's code cannot be handed out to this customer (its period,
   * status, total uses counting codes handed out, per-customer limit), null when it can. Left out
   * for a product reward (no VOUCHER check).
   */
  voucherRefusal?: HandOutRefusal | null;
  now: Date;
}

export interface ClaimCheck {
  rule: ClaimRule;
  ok: boolean;
  /** The VOUCHER rule's reason when it fails; null otherwise. */
  reason: HandOutRefusal | null;
}

/** Each rule with whether the claim passes it. */
export function claimChecks({
  reward,
  wallet,
  claimedByCustomer,
  voucherRefusal,
  now,
}: ClaimInput): ClaimCheck[] {
  const at = now.getTime();
  const valid =
    reward.isActive &&
    !reward.isArchived &&
    Date.parse(reward.startAt) <= at &&
    at <= Date.parse(reward.endAt);
  const member = wallet !== null && wallet.loyaltyId === reward.loyaltyId;
  const checks: Omit<ClaimCheck, "reason">[] = [
    { rule: "REWARD_VALID", ok: valid },
    { rule: "HAS_WALLET", ok: wallet !== null },
    { rule: "PROGRAMME", ok: wallet === null || member },
    {
      rule: "TIER",
      ok:
        !member ||
        reward.tierIds.length === 0 ||
        (wallet.tierId !== null && reward.tierIds.includes(wallet.tierId)),
    },
    { rule: "STOCK", ok: reward.stock > 0 },
    ...(voucherRefusal === undefined ? [] : [{ rule: "VOUCHER" as const, ok: !voucherRefusal }]),
    {
      rule: "LIMIT",
      ok: reward.perCustomerLimit === null || claimedByCustomer < reward.perCustomerLimit,
    },
    { rule: "POINTS", ok: wallet === null || wallet.balance >= reward.pointCost },
  ];
  return checks.map((check) => ({
    ...check,
    reason: check.rule === "VOUCHER" && !check.ok ? (voucherRefusal ?? null) : null,
  }));
}

/** The rules a claim fails (empty: the claim may go ahead). */
export const claimRefusals = (input: ClaimInput): ClaimRule[] =>
  claimChecks(input)
    .filter((check) => !check.ok)
    .map((check) => check.rule);

/**
 * What the rewards list's "Needs attention" filter offers (`attention=<kind>`, the dashboard's
 * counts): a reward whose voucher has no uses left, so its claims cannot hand out a code any more.
 */
export const REWARD_ATTENTION = ["noUsesLeft"] as const;
export type RewardAttention = (typeof REWARD_ATTENTION)[number];
export const isRewardAttention = (value: unknown): value is RewardAttention =>
  (REWARD_ATTENTION as readonly unknown[]).includes(value);

/**
 * Whether a reward needs the attention `kind`. noUsesLeft: a reward not archived that gives a
 * voucher, whose voucher's uses are all used or handed out (`voucherUsesLeft` 0). A voucher without a
 * limit (null) or none at all (undefined) never counts, nor does a product reward.
 */
export function rewardNeedsAttention(
  kind: RewardAttention,
  reward: { isArchived: boolean; rewardType: RewardType },
  voucherUsesLeft: number | null | undefined,
): boolean {
  if (kind !== "noUsesLeft" || reward.isArchived || reward.rewardType !== "VOUCHER") return false;
  return voucherUsesLeft === 0;
}
