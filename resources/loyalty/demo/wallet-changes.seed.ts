import { addChangeLogSeed } from "@/mocks/db";
import { seedWalletLedger, seedWalletPoints } from "./wallet-points.seed";

/**
 * The wallets' history before the demo started: every point change a staff member made in the seeded
 * ledger is an entry of its wallet's change log (the balance before → after, and the reason), as a
 * change made in the demo writes one.
 */
addChangeLogSeed("walletChanges", (size, add) => {
  const names = new Map(seedWalletPoints(size).map((wallet) => [wallet.wpId, wallet.customerName]));
  for (const entry of seedWalletLedger(size)) {
    if ((entry.type !== "ADD" && entry.type !== "REMOVE") || !entry.staff) continue;
    const before = entry.balanceAfter + (entry.type === "ADD" ? -entry.points : entry.points);
    add(
      "wallet-point",
      entry.wpId,
      names.get(entry.wpId) ?? entry.wpId,
      "UPDATE",
      [
        { field: "balance", before, after: entry.balanceAfter },
        { field: "reason", before: null, after: entry.note },
      ],
      0,
      { at: entry.createdAt, by: entry.staff },
    );
  }
});
