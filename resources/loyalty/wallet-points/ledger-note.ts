import type { TFunction } from "i18next";
import { formatPoints } from "@/lib/format";
import type { UndoneAs } from "../schema/rules";
import type { WalletLedgerEntry } from "../schema/wallet-point";

type NoteSource = Pick<
  WalletLedgerEntry,
  "note" | "noteKey" | "noteValues" | "points" | "transactionCode" | "rewardName"
>;

const undone = (t: TFunction, how: UndoneAs | undefined) =>
  how === "CANCELLED" ? t("loyalty:ledger.notes.cancelled") : t("loyalty:ledger.notes.refunded");

/**
 * A ledger entry's note in the reader's language: a note the system wrote (its `noteKey`) from the
 * entry's own fields; a staff member's note as they typed it; "-" for none.
 */
export function ledgerNote(t: TFunction, entry: NoteSource): string {
  const code = entry.transactionCode ?? "";
  switch (entry.noteKey) {
    case "PURCHASE":
      return t("loyalty:ledger.notes.PURCHASE", { code });
    case "TAKEN_BACK":
      return t("loyalty:ledger.notes.TAKEN_BACK", {
        code,
        undone: undone(t, entry.noteValues?.undoneAs),
      });
    case "TAKEN_BACK_PART":
      return t("loyalty:ledger.notes.TAKEN_BACK_PART", {
        code,
        points: formatPoints(entry.points),
        earned: formatPoints(entry.noteValues?.earnedPoints ?? entry.points),
        undone: undone(t, entry.noteValues?.undoneAs),
      });
    case "EXPIRED":
      return entry.noteValues?.months
        ? t("loyalty:ledger.notes.EXPIRED", { count: entry.noteValues.months })
        : t("loyalty:ledger.notes.EXPIRED_NO_MONTHS");
    case "BIRTHDAY":
      return t("loyalty:ledger.notes.BIRTHDAY");
    case "REDEEMED":
      return t("loyalty:ledger.notes.REDEEMED", { reward: entry.rewardName ?? "" });
    default:
      return entry.note || "-";
  }
}
