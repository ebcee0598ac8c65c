import { defineArea } from "@/lib/resource";

/** /transaction-change-logs: every transaction's history (not in the sidebar). */
export const transactionChangeLogsArea = defineArea({
  name: "transaction-change-logs",
  group: "transaction-group",
  permissionArea: "TRANSACTION_CHANGE_LOG",
  idField: "id",
  menu: { hidden: true },
  namespaces: ["transactions", "catalogue"],
  pages: { list: () => import("./list") },
});
