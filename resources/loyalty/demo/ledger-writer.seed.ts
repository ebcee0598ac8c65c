import { addMonths, isCredit, type LedgerType } from "../schema/rules";
import type { WalletLedgerEntry } from "../schema/wallet-point";
import { iso } from "@/mocks/lib/seed";

/**
 * One seeded wallet's ledger as it is written, oldest first: each entry moves the balance (and the
 * points collected, which decide the tier), credits open lots that expire, debits use the oldest
 * points first (a refund its own purchase's first), as `expiringPoints` counts them.
 */
export class LedgerWriter {
  readonly entries: WalletLedgerEntry[] = [];
  balance = 0;
  collected = 0;
  private readonly lots: {
    left: number;
    expiresAt: string | null;
    transactionId: string | null;
  }[] = [];

  constructor(
    private readonly wpId: string,
    private readonly userId: string,
    private readonly expiryMonths: number | null,
    private readonly nextId: () => string,
  ) {}

  /** Writes an entry of `points` (nothing for 0) at `at`. */
  push(type: LedgerType, points: number, at: number, extra: Partial<WalletLedgerEntry> = {}) {
    if (points <= 0) return;
    this.balance += isCredit(type) ? points : -points;
    if (isCredit(type)) this.collected += points;
    if (type === "REVERSE") this.collected = Math.max(0, this.collected - points);
    const createdAt = iso(at);
    const expiresAt =
      isCredit(type) && this.expiryMonths ? addMonths(createdAt, this.expiryMonths) : null;
    const transactionId = extra.transactionId ?? null;
    if (isCredit(type)) this.lots.push({ left: points, expiresAt, transactionId });
    else {
      let owed = points;
      const own =
        type === "REVERSE" ? this.lots.filter((lot) => lot.transactionId === transactionId) : [];
      for (const lot of [...own, ...this.lots]) {
        const used = Math.min(lot.left, owed);
        lot.left -= used;
        owed -= used;
      }
    }
    this.write(type, points, createdAt, { expiresAt, ...extra });
  }

  /** Expires what is left of the lots that ran out by `until`. */
  expireUntil(until: number) {
    for (const lot of this.lots) {
      if (lot.left > 0 && lot.expiresAt && Date.parse(lot.expiresAt) <= until) {
        const left = lot.left;
        lot.left = 0;
        this.balance -= left;
        this.write("EXPIRE", left, lot.expiresAt, {
          note: `Points earned ${this.expiryMonths} months earlier expired.`,
          noteKey: "EXPIRED",
          ...(this.expiryMonths ? { noteValues: { months: this.expiryMonths } } : {}),
        });
      }
    }
  }

  private write(
    type: LedgerType,
    points: number,
    createdAt: string,
    extra: Partial<WalletLedgerEntry>,
  ) {
    this.entries.push({
      entryId: this.nextId(),
      wpId: this.wpId,
      userId: this.userId,
      type,
      points,
      balanceAfter: this.balance,
      note: "",
      transactionId: null,
      transactionCode: null,
      rewardId: null,
      rewardName: null,
      claimId: null,
      staff: null,
      expiresAt: null,
      availableAt: null,
      createdAt,
      updatedAt: createdAt,
      ...extra,
    });
  }
}
