import { collection, defineCollections } from "@/mocks/db";
// Its records' history before the demo started, in the shared change-log collection.
import "./change-logs.seed";
import type { Transaction } from "../schema/transaction";
import { seedTransactions } from "./transactions.seed";

export const collections = defineCollections({
  transactions: collection<Transaction>("transactionId", "trx", seedTransactions, [
    "transactionCode",
    "customerName",
    "customerEmail",
    "storeName",
    "paymentCode",
  ]),
});

type TransactionsCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends TransactionsCollections {}
}
