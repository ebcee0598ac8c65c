import { changeLogPage } from "@/components/crud/change-log-page";
import {
  transactionChangeLogFields,
  transactionChangeValues,
} from "../components/change-log-labels";

/** /transactions/:id/change-logs: one transaction's history. */
export default changeLogPage({
  entity: "transaction",
  resource: "transactions",
  fields: transactionChangeLogFields,
  values: transactionChangeValues,
});
