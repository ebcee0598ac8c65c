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
  tierFor,
  type LedgerType,
} from "@/lib/loyalty/rules";
import type { LoyaltyRecord } from "@/contract/loyalty";
import type { StaffMember, WalletLedgerEntry, WalletPoint } from "@/contract/wallet-point";
import { db } from "../db";
import { nowIso } from "../lib/profile";
import { conflict, invalid, type DemoRoute } from "../lib/route";
import { formatPoints } from "./loyalty.format";

/** No routes of its own (src/mocks/index.ts loads every handler file). */
export const handlers: DemoRoute[] = [];

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
    for (const list of byWallet.values())
      list.sort(
        (a, b) => a.createdAt.localeCompare(b.createdAt) || a.balanceAfter - b.balanceAfter,
      );
    ledgerIndex = { version, size: all, byWallet };
  }
  return ledgerIndex.byWallet.get(wpId) ?? [];
}

/** The wallet's derived fields (tier, points expiring soon) from its programme and ledger. */
export function withDerived(
  wallet: WalletPoint,
  programme: LoyaltyRecord | undefined,
  entries: readonly WalletLedgerEntry[],
  collected: number,
): WalletPoint {
  const tier = programme ? tierFor(programme.tiers, collected) : undefined;
  const expiring = expiringPoints(entries, new Date());
  return {
    ...wallet,
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
  staff?: StaffMember | null;
  transaction?: { transactionId: string; transactionCode: string } | null;
  reward?: { rewardId: string; rewardName: string; claimId: string } | null;
  /** The wallet's updatedAt the caller saw: a different one answers 409 (nothing is written). */
  expectedUpdatedAt?: string;
}

/**
 * Writes one ledger entry and the wallet's new balance, or refuses: a debit above the balance is a
 * 422 on `points`; a stale `expectedUpdatedAt` is a 409. Synchronous from the check to the write, so
 * no other request can run in between (two concurrent removals are judged one after the other).
 */
export function addLedgerEntry(wpId: string, input: LedgerEntryInput) {
  const wallet = db.walletPoints.get(wpId);
  if (!wallet) throw invalid({ wpId: "The wallet was not found." });
  if (input.expectedUpdatedAt && input.expectedUpdatedAt !== wallet.updatedAt)
    throw conflict(
      `Someone else changed this wallet's points meanwhile: the balance is now ${formatPoints(wallet.balance)} points. Check it and try again.`,
    );
  if (!Number.isInteger(input.points) || input.points <= 0)
    throw invalid({ points: "Points must be a whole number above 0." });
  const next = balanceAfter(wallet.balance, { type: input.type, points: input.points });
  if (!next.ok)
    throw invalid(
      {
        points: `The customer has only ${formatPoints(wallet.balance)} points: you cannot remove ${formatPoints(input.points)}.`,
      },
      "The balance cannot go below zero.",
    );
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
    transactionId: input.transaction?.transactionId ?? null,
    transactionCode: input.transaction?.transactionCode ?? null,
    rewardId: input.reward?.rewardId ?? null,
    rewardName: input.reward?.rewardName ?? null,
    claimId: input.reward?.claimId ?? null,
    staff: input.staff ?? null,
    expiresAt: isCredit(input.type) && months ? addMonths(at, months) : null,
    createdAt: at,
    updatedAt: at,
  };
  db.walletLedger.insert(entry);
  const collected = wallet.collectedPoints + (isCredit(input.type) ? input.points : 0);
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
