import { addChangeLogSeed } from "@/mocks/db";
import { seedTransactions } from "./transactions.seed";

/** Transactions whose status staff changed before the demo started. */
addChangeLogSeed("transactionChangeLogs", (size, add) => {
  seedTransactions(size)
    .slice(0, 30)
    .forEach((trx, i) =>
      add(
        "transaction",
        trx.transactionId,
        trx.transactionCode,
        "UPDATE",
        [{ field: "status", before: "PAID", after: trx.status }],
        1 + (i % 10),
      ),
    );
});
