/**
 * The loyalty area's functions for other areas (and for its own claims and point changes):
 * who is in a tier, a customer's wallet, and the one way a balance changes (a ledger entry, checked
 * and written in one synchronous step so two concurrent removals can never take it below zero).
 */
import {
  addMonths,
  balanceAfter,
  expiringPoints,
  isCredit,
  pendingPoints,
  spendablePoints,
  tierFor,
  type LedgerType,
} from "../schema/rules";
import type { LoyaltyRecord } from "../schema/loyalty";
import type { StaffMember, WalletLedgerEntry, WalletPoint } from "../schema/wallet-point";
import { db } from "@/mocks/db";
import { recordOr404 } from "@/mocks/lib/crud";
import { formatPoints } from "@/lib/format";
import { nowIso } from "@/mocks/lib/clock";
import { hasCodes } from "@providers/access-control/permissions";
import { listOf, listQuery } from "@/contract/common";
import { memberEnrol } from "../schema/loyalty";
import { walletPoint } from "../schema/wallet-point";
import { listCollection } from "@/mocks/lib/query";
import { walletHolder } from "./wallet-points.seed";
import {
  conflict,
  forbidden,
  invalid,
  me,
  Reply,
  route,
  type DemoRoute,
  type RouteContext,
} from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** The customers (userIds) of a programme currently in a tier. */
export function membersOfTier(loyaltyId: string, tierId: string): string[] {
  const ids: string[] = [];
  for (const wallet of db.walletPoints.all())
    if (wallet.loyaltyId === loyaltyId && wallet.tierId === tierId) ids.push(wallet.userId);
  return ids;
}

/** A customer's wallet (one per customer), if they are a member of a programme. */
export const walletOf = (userId: string): WalletPoint | undefined =>
  db.walletPoints.find((wallet) => wallet.userId === userId);

// The ledger of one wallet, indexed per collection version (the large data set has ~100k entries).
let ledgerIndex: {
  version: number;
  size: unknown;
  byWallet: Map<string, WalletLedgerEntry[]>;
} | null = null;

/** A wallet's ledger entries, oldest first. */
export function ledgerOf(wpId: string): WalletLedgerEntry[] {
  const version = db.walletLedger.version;
  const all = db.walletLedger.all();
  if (!ledgerIndex || ledgerIndex.version !== version || ledgerIndex.size !== all) {
    const byWallet = new Map<string, WalletLedgerEntry[]>();
    for (const entry of all) {
      const list = byWallet.get(entry.wpId);
      if (list) list.push(entry);
      else byWallet.set(entry.wpId, [entry]);
    }
    // By time; entries of the same moment keep the order they were written in (a stable sort), so
    // the last entry's balance is the wallet's (a debit written after a credit of the same
    // millisecond has the lower balance: ordering ties by balance put it first).
    for (const list of byWallet.values())
      list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    ledgerIndex = { version, size: all, byWallet };
  }
  return ledgerIndex.byWallet.get(wpId) ?? [];
}

/** The wallet's pending points (a purchase's inside its return window) at this moment. */
export const pendingOf = (wpId: string, now = new Date()) => pendingPoints(ledgerOf(wpId), now);

/**
 * A wallet as the API answers it: its pending points worked out at the moment of the request (they
 * become spendable as time passes, with no write), the rest as stored.
 */
export function walletNow(wallet: WalletPoint): WalletPoint {
  const pending = pendingOf(wallet.wpId);
  return { ...wallet, pendingPoints: pending.points, pendingAvailableAt: pending.firstAt };
}

/** What the customer of a wallet can spend now: the balance less the pending points. */
export const spendableOf = (wallet: WalletPoint) =>
  spendablePoints(wallet.balance, pendingOf(wallet.wpId).points);

/** The wallet's derived fields (tier, points expiring soon, pending) from its programme and ledger. */
export function withDerived(
  wallet: WalletPoint,
  programme: LoyaltyRecord | undefined,
  entries: readonly WalletLedgerEntry[],
  collected: number,
): WalletPoint {
  const tier = programme ? tierFor(programme.tiers, collected) : undefined;
  const expiring = expiringPoints(entries, new Date());
  const pending = pendingPoints(entries, new Date());
  return {
    ...wallet,
    pendingPoints: pending.points,
    pendingAvailableAt: pending.firstAt,
    collectedPoints: collected,
    tierId: tier?.tierId ?? null,
    tierName: tier?.name ?? "",
    tierColour: tier?.colour ?? "",
    expiringPoints: expiring.points,
    nextExpiryAt: expiring.firstAt,
  };
}

export interface LedgerEntryInput {
  type: LedgerType;
  points: number;
  note: string;
  /** A note the system wrote: shown in the reader's language (see LEDGER_NOTES). */
  noteKey?: WalletLedgerEntry["noteKey"];
  noteValues?: WalletLedgerEntry["noteValues"];
  staff?: StaffMember | null;
  transaction?: { transactionId: string; transactionCode: string } | null;
  reward?: { rewardId: string; rewardName: string; claimId: string } | null;
  /** A purchase's EARN: when its points can be spent (the end of the return window). */
  availableAt?: string | null;
  /** The wallet's updatedAt the caller saw: a different one answers 409 (nothing is written). */
  expectedUpdatedAt?: string;
}

/**
 * Writes one ledger entry and the wallet's new balance, or refuses: a debit above the balance is a
 * 422 on `points`; a stale `expectedUpdatedAt` is a 409. The points are whole and at least 1: the
 * callers' schemas checked them (pointChange, a reward's pointCost). Synchronous from the check to
 * the write, so no other request can run in between (two concurrent removals are judged one after
 * the other).
 */
export function addLedgerEntry(wpId: string, input: LedgerEntryInput) {
  const wallet = db.walletPoints.get(wpId);
  if (!wallet) throw invalid({ wpId: say("loyalty:api.walletNotFound") });
  if (input.expectedUpdatedAt && input.expectedUpdatedAt !== wallet.updatedAt)
    throw conflict(say("loyalty:api.walletStale", { balance: formatPoints(wallet.balance) }));
  const next = balanceAfter(wallet.balance, { type: input.type, points: input.points });
  if (!next.ok)
    throw invalid(
      {
        points: say("loyalty:api.removeTooMany", {
          balance: formatPoints(wallet.balance),
          points: formatPoints(input.points),
        }),
      },
      say("loyalty:api.belowZero"),
    );
  // Points still inside a purchase's return window cannot be redeemed or removed (a refund takes
  // them back); a REVERSE is the refund itself and may take them.
  if (input.type === "REDEEM" || input.type === "REMOVE") {
    const pending = pendingOf(wpId).points;
    const spendable = spendablePoints(wallet.balance, pending);
    if (input.points > spendable)
      throw invalid(
        {
          points: say("loyalty:api.spendTooMany", {
            spendable: formatPoints(spendable),
            pending: formatPoints(pending),
          }),
        },
        say("loyalty:api.inReturnWindow"),
      );
  }
  const programme = db.loyalty.get(wallet.loyaltyId);
  const at = nowIso();
  const months = programme?.earningRules.expiryMonths ?? null;
  const entry: WalletLedgerEntry = {
    entryId: db.walletLedger.newId(),
    wpId,
    userId: wallet.userId,
    type: input.type,
    points: input.points,
    balanceAfter: next.balance,
    note: input.note,
    ...(input.noteKey ? { noteKey: input.noteKey } : {}),
    ...(input.noteValues ? { noteValues: input.noteValues } : {}),
    transactionId: input.transaction?.transactionId ?? null,
    transactionCode: input.transaction?.transactionCode ?? null,
    rewardId: input.reward?.rewardId ?? null,
    rewardName: input.reward?.rewardName ?? null,
    claimId: input.reward?.claimId ?? null,
    staff: input.staff ?? null,
    expiresAt: isCredit(input.type) && months ? addMonths(at, months) : null,
    availableAt: input.availableAt ?? null,
    createdAt: at,
    updatedAt: at,
  };
  const indexed = ledgerIndex?.version === db.walletLedger.version;
  db.walletLedger.insert(entry);
  // Keep the per-wallet index current instead of rebuilding it over every entry (the newest goes last).
  if (indexed && ledgerIndex) {
    const list = ledgerIndex.byWallet.get(wpId);
    if (list) list.push(entry);
    else ledgerIndex.byWallet.set(wpId, [entry]);
    ledgerIndex.version = db.walletLedger.version;
  }
  // Points taken back by a refund were never really collected: the tier follows.
  const collected = Math.max(
    0,
    wallet.collectedPoints +
      (isCredit(input.type) ? input.points : input.type === "REVERSE" ? -input.points : 0),
  );
  const updated = db.walletPoints.replace(
    withDerived(
      { ...wallet, balance: next.balance, lastActivityAt: at, updatedAt: at },
      programme,
      ledgerOf(wpId),
      collected,
    ),
  );
  return { wallet: updated, entry };
}

// --- a programme's members: the list (MEMBER.LIST) and enrolment ---------------------------------

const idParam = { id: { from: "/loyalty", field: "loyaltyId" } };

const programmeOf = (ctx: RouteContext) =>
  recordOr404(db.loyalty, ctx.params.id!, say("loyalty:api.programmeNotFound"));

const members = route({
  method: "get",
  path: "/loyalty/:id/members",
  area: "LOYALTY",
  action: "show",
  summary: "A programme's members (customers' wallets) with tier and points; needs MEMBER.LIST too",
  query: listQuery(walletPoint),
  response: listOf(walletPoint),
  params: idParam,
  errors: [404],
  handler: (ctx) => {
    const auth = me(ctx);
    if (!hasCodes(auth.permissions, ["MEMBER.LIST"]))
      throw forbidden(say("loyalty:api.membersForbidden"));
    const programme = programmeOf(ctx);
    return listCollection(db.walletPoints, ctx.query, {
      scope: (row) => row.loyaltyId === programme.loyaltyId,
      defaultSort: { field: "balance", order: "desc" },
      present: walletNow,
    });
  },
});

const enrol = route({
  method: "post",
  path: "/loyalty/:id/members",
  area: "LOYALTY",
  action: "edit",
  summary:
    "Enrol a customer (opens their wallet at 0 points); an archived or inactive programme refuses",
  body: memberEnrol,
  response: walletPoint,
  status: 201,
  params: idParam,
  errors: [404, 409, 422],
  handler: (ctx) => {
    const programme = programmeOf(ctx);
    if (programme.isArchived) throw conflict(say("loyalty:api.programmeArchived"));
    if (!programme.isActive) throw conflict(say("loyalty:api.programmeInactive"));
    const customer = db.users.get(ctx.data.userId);
    if (!customer || customer.userType !== "CUSTOMER")
      throw invalid({ userId: say("loyalty:api.customerMissing") });
    const existing = walletOf(customer.userId);
    const member = { customer: customer.name, programme: existing?.loyaltyName };
    if (existing) throw invalid({ userId: say("loyalty:api.alreadyMember", member) });
    const tier = tierFor(programme.tiers, 0);
    const at = nowIso();
    const wallet: WalletPoint = {
      wpId: db.walletPoints.newId(),
      ...walletHolder(customer, programme, tier),
      balance: 0,
      collectedPoints: 0,
      expiringPoints: 0,
      nextExpiryAt: null,
      pendingPoints: 0,
      pendingAvailableAt: null,
      lastActivityAt: null,
      createdAt: at,
      updatedAt: at,
    };
    return new Reply(db.walletPoints.insert(wallet), 201);
  },
});

export const handlers: DemoRoute[] = [members, enrol];
