import {
  transaction,
  transactionUpdate,
  transactionWrite,
  type Transaction,
} from "@/contract/transaction";
import { db } from "../db";
import { resource } from "../lib/crud";

/** Transactions (`/transactions`): staff change the status, courier, tracking number and notes. */
const transactions = resource<Transaction>({
  path: "/transactions",
  collection: db.transactions,
  area: "TRANSACTION",
  entity: "transaction",
  operations: ["list", "show", "update"],
  labelField: "transactionCode",
  schemas: { update: transactionUpdate, write: transactionWrite, answer: transaction },
});

export const handlers = transactions;
