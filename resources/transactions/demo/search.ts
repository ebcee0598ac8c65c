import { db } from "@/mocks/db";
import { addSearchKind } from "@/mocks/handlers/search";
import type { Transaction } from "../schema/transaction";
import { TRANSACTION_STATUS_KEYS } from "../transactions/status-keys";

/** Find anything: an order by its code (what a customer reads out on the phone). */
addSearchKind<Transaction>({
  kind: "transactions",
  order: 20,
  label: "menu.transactions",
  permissionArea: "TRANSACTION",
  area: "transactions",
  collection: () => db.transactions,
  keys: (transaction) => ({ texts: [transaction.transactionCode] }),
  hit: (transaction) => ({
    id: transaction.transactionId,
    title: transaction.transactionCode,
    facts: [
      { kind: "money", value: transaction.total },
      {
        kind: "enum",
        value: transaction.status,
        label: TRANSACTION_STATUS_KEYS[transaction.status],
      },
      { kind: "date", value: transaction.createdAt },
      { kind: "text", value: transaction.customerName },
    ],
  }),
});
