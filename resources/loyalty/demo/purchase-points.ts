/**
 * A purchase's points (the demo API's side of the transactions): when an order is paid, its
 * customer's wallet earns points on its items, pending until the return window of the transaction
 * settings has passed; when a paid order is refunded (or cancelled), the points it earned are taken
 * back by a REVERSE entry naming its code. Both are ledger entries, so the wallet's balance is always
 * its ledger's sum.
 */
import {
  availableAfterReturnWindow,
  earningRate,
  pointsEarned,
  pointsToTakeBack,
  purchaseLines,
  tierFor,
} from "../schema/rules";
import { db } from "@/mocks/db";
import { formatPoints } from "@/lib/format";
import { nowIso } from "@/mocks/lib/clock";
import { readTransactionSettings, transactionChanged } from "@resources/transactions/demo/exports";
import { addLedgerEntry, ledgerOf, pendingOf, walletOf } from "./loyalty.members";

type Order = Parameters<Parameters<typeof transactionChanged.on>[0]>[0]["after"];

function earn(order: Order) {
  const wallet = walletOf(order.customerId);
  const programme = wallet && db.loyalty.get(wallet.loyaltyId);
  if (!wallet || !programme || programme.isArchived) return;
  const rules = programme.earningRules;
  const tier = tierFor(programme.tiers, wallet.collectedPoints);
  const points = pointsEarned({
    lines: purchaseLines(order.items),
    rate: earningRate(tier, rules.baseRate),
    unitAmount: rules.unitAmount,
    multipliers: rules.multipliers ?? {},
  });
  if (points <= 0) return;
  const days = readTransactionSettings().TRX_RETURN_WINDOW_IN_DAYS;
  addLedgerEntry(wallet.wpId, {
    type: "EARN",
    points,
    note: `Points from purchase ${order.transactionCode}.`,
    noteKey: "PURCHASE",
    transaction: { transactionId: order.transactionId, transactionCode: order.transactionCode },
    availableAt: availableAfterReturnWindow(order.paidAt ?? nowIso(), days),
  });
}

function takeBack(order: Order) {
  const wallet = walletOf(order.customerId);
  if (!wallet) return;
  const entries = ledgerOf(wallet.wpId);
  const own = entries.filter((entry) => entry.transactionId === order.transactionId);
  const earned = own.find((entry) => entry.type === "EARN");
  if (!earned || own.some((entry) => entry.type === "REVERSE")) return;
  const now = new Date();
  const stillPending = !!earned.availableAt && Date.parse(earned.availableAt) > now.getTime();
  // The other purchases' pending points are not the customer's to lose for this one.
  const otherPending = pendingOf(wallet.wpId, now).points - (stillPending ? earned.points : 0);
  const points = pointsToTakeBack(
    earned.points,
    stillPending,
    Math.max(0, wallet.balance - otherPending),
  );
  if (points <= 0) return;
  const undoneAs = order.status === "REFUNDED" ? "REFUNDED" : "CANCELLED";
  const verb = undoneAs === "REFUNDED" ? "refunded" : "cancelled";
  const whole = points === earned.points;
  addLedgerEntry(wallet.wpId, {
    type: "REVERSE",
    points,
    note: whole
      ? `Points of purchase ${order.transactionCode} taken back: the order was ${verb}.`
      : `${formatPoints(points)} of the ${formatPoints(earned.points)} points of purchase ${order.transactionCode} taken back: the order was ${verb} and the customer had spent the rest.`,
    noteKey: whole ? "TAKEN_BACK" : "TAKEN_BACK_PART",
    noteValues: whole ? { undoneAs } : { undoneAs, earnedPoints: earned.points },
    transaction: { transactionId: order.transactionId, transactionCode: order.transactionCode },
  });
}

transactionChanged.on(({ before, after }) => {
  const undone = after.paymentStatus === "REFUNDED" || after.paymentStatus === "CANCELLED";
  if (after.paidAt && !before?.paidAt && !undone) earn(after);
  else if (undone && before && before.paymentStatus !== after.paymentStatus) takeBack(after);
});
