import { addChangeLogSeed } from "@/mocks/db";
import { DAY, anchor } from "@/mocks/lib/seed";
import { seedTransactions } from "./transactions.seed";
import { SYSTEM } from "./orders";

/**
 * The status moves staff made before the demo started, as the orders' own timelines tell them: the
 * latest move of the 30 newest orders a staff member moved last (not the customer placing or
 * cancelling, not "System"), logged at the move's time, by its author, with its note.
 */
addChangeLogSeed("transactionChangeLogs", (size, add) => {
  const rows = seedTransactions(size);
  let logged = 0;
  for (let n = rows.length - 1; n >= 0 && logged < 30; n--) {
    const trx = rows[n]!;
    const move = trx.statusHistory.at(-1)!;
    if (!move.from || move.by.userId === SYSTEM.userId || move.by.userId === trx.customerId)
      continue;
    add(
      "transaction",
      trx.transactionId,
      trx.transactionCode,
      "UPDATE",
      [
        { field: "status", before: move.from, after: move.to },
        { field: "note", before: null, after: move.note },
      ],
      (anchor() - Date.parse(move.at)) / DAY,
      { at: move.at, by: move.by },
    );
    logged++;
  }
});
