import { changeLogPage } from "@/components/crud/change-log-page";

/** /transactions/:id/change-logs: one transaction's history. */
export default changeLogPage({
  entity: "transaction",
  resource: "transactions",
});
