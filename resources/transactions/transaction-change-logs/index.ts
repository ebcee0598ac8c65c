import { transactions } from "../area";

/** /transaction-change-logs: every transaction's history (not in the sidebar). */
export const transactionChangeLogsArea = transactions.changeLogArea({
  name: "transaction-change-logs",
  permissionArea: "TRANSACTION_CHANGE_LOG",
});
