import { defineChangeLogArea } from "@/lib/resource";

/** /transaction-change-logs: every transaction's history (not in the sidebar). */
export const transactionChangeLogsArea = defineChangeLogArea({
  name: "transaction-change-logs",
  group: "transaction-group",
  permissionArea: "TRANSACTION_CHANGE_LOG",
  namespaces: ["transactions", "catalogue"],
  list: () => import("./list"),
});
