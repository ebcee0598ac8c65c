/**
 * Wallet points (`/wallet-points`): one wallet per customer in one loyalty programme, and its ledger.
 * The balance only ever changes by a ledger entry; it never goes below zero.
 */
import { id, integer, listOf, requiredText, timestamp, timestamps, z } from "@/contract/common";
import { LEDGER_NOTES, LEDGER_TYPES, POINTS_MAX, REASON_MAX, UNDONE_AS } from "./rules";

const staff = z
  .object({ userId: z.string(), name: z.string() })
  .meta({ id: "StaffMember", description: "The staff member who made the change." });

/** One wallet. */
export const walletPoint = z
  .object({
    wpId: id(),
    userId: z.string().meta({ description: "The customer (a user of the customer role)." }),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    loyaltyId: z.string(),
    loyaltyName: z.string(),
    tierId: z.union([z.string(), z.null()]),
    tierName: z.string(),
    tierColour: z.string(),
    balance: z.number().int().min(0).meta({
      description:
        "Points the wallet holds: what the ledger sums to. Of them, `pendingPoints` cannot be spent yet.",
    }),
    collectedPoints: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Points ever earned or added: they decide the tier." }),
    expiringPoints: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Points of the balance that expire within 30 days." }),
    pendingPoints: z.number().int().min(0).meta({
      description:
        "Points of the balance from purchases still inside their return window: they cannot be spent yet.",
    }),
    pendingAvailableAt: z.union([timestamp(), z.null()]).meta({
      description: "When the first of the pending points can be spent (null: none pending).",
    }),
    nextExpiryAt: z.union([timestamp(), z.null()]),
    lastActivityAt: z.union([timestamp(), z.null()]),
    ...timestamps,
  })
  .meta({ id: "WalletPoint" });

/** One ledger entry (points are positive; the type says which way they go). */
export const walletLedgerEntry = z
  .object({
    entryId: id(),
    wpId: z.string(),
    userId: z.string(),
    type: z.enum(LEDGER_TYPES),
    points: z.number().int().min(1),
    balanceAfter: z.number().int().min(0),
    note: z.string().meta({
      description: "The note in English (a staff member's: as typed).",
    }),
    noteKey: z.enum(LEDGER_NOTES).optional().meta({
      description:
        "A note the system wrote (a purchase, a refund, an expiry, a birthday, a reward): the console shows it in the reader's language, from this key, the entry's own fields and `noteValues`.",
    }),
    noteValues: z
      .object({
        earnedPoints: z.number().int().min(1).optional().meta({
          description: "TAKEN_BACK_PART: the points the purchase had earned.",
        }),
        months: z.number().int().min(1).optional().meta({
          description: "EXPIRED: the programme's expiry, in months.",
        }),
        undoneAs: z.enum(UNDONE_AS).optional().meta({
          description: "TAKEN_BACK and TAKEN_BACK_PART: how the order was undone.",
        }),
      })
      .optional(),
    transactionId: z.union([z.string(), z.null()]),
    transactionCode: z.union([z.string(), z.null()]),
    rewardId: z.union([z.string(), z.null()]),
    rewardName: z.union([z.string(), z.null()]),
    claimId: z.union([z.string(), z.null()]),
    staff: z.union([staff, z.null()]),
    expiresAt: z.union([timestamp(), z.null()]).meta({
      description: "When the points of an EARN or ADD entry expire (null = never / a debit).",
    }),
    availableAt: z.union([timestamp(), z.null()]).meta({
      description:
        "A purchase's EARN entry: when its points can be spent, at the end of the return window of the transaction settings (null: at once).",
    }),
    ...timestamps,
  })
  .meta({ id: "WalletLedgerEntry" });

/** `POST /wallet-points/{wpId}/add-point` and `/remove-point`. */
export const pointChange = z
  .object({
    points: integer("loyalty:wallets.change.points", { min: 1, max: POINTS_MAX }),
    reason: requiredText("loyalty:wallets.change.reason", REASON_MAX),
    updatedAt: timestamp(
      "The wallet's updatedAt the staff member saw (their confirmation named the new balance from it); a stale one answers 409.",
    ).optional(),
  })
  .meta({ id: "WalletPointChange" });

/** A staff member's point change as the wallet's change log reads it: the balance before → after, and why. */
export const walletAdjustmentLog = z.object({
  balance: z.number().int().meta({ label: "loyalty:wallets.fields.balance" }),
  reason: pointChange.shape.reason,
});

/** The answer of a point change: the wallet after it and the new ledger entry. */
export const pointChangeResult = z
  .object({ wallet: walletPoint, entry: walletLedgerEntry })
  .meta({ id: "WalletPointChangeResult" });

/** `GET /wallet-points/tiers`: every programme's tiers (the wallet list's tier filter). */
export const walletTier = z
  .object({
    loyaltyId: z.string(),
    loyaltyName: z.string(),
    tierId: z.string(),
    name: z.string(),
    colour: z.string(),
    isArchived: z.boolean(),
  })
  .meta({ id: "WalletTier" });

/** A ledger entry as the wallet page reads it: with whether its points are still pending now. */
export const walletLedgerRow = walletLedgerEntry
  .extend({
    pendingUntil: z.union([timestamp(), z.null()]).meta({
      description:
        "While this purchase's points are pending (inside the return window and not taken back by a refund): when they can be spent; null otherwise.",
    }),
  })
  .meta({ id: "WalletLedgerRow" });
export type WalletLedgerRow = z.infer<typeof walletLedgerRow>;

export const walletLedger = listOf(walletLedgerRow);

export type WalletPoint = z.infer<typeof walletPoint>;
export type WalletLedgerEntry = z.infer<typeof walletLedgerEntry>;
export type PointChange = z.input<typeof pointChange>;
export type PointChangeResult = z.infer<typeof pointChangeResult>;
export type WalletTier = z.infer<typeof walletTier>;
export type StaffMember = z.infer<typeof staff>;
