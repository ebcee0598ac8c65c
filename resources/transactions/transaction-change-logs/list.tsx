import type { ComponentType } from "react";
import { entityChangeLogPage } from "@/components/crud/change-log-page";
import { links } from "../links";

/**
 * /transaction-change-logs: every transaction's changes.
 * Typed by hand: the page's type and its links' type would otherwise be inferred from each other
 * (through the area's declaration).
 */
const TransactionChangeLogList: ComponentType = entityChangeLogPage({
  entity: "transaction",
  title: (t) => t("translation:changeLogs.titles.transaction"),
  recordLog: links.transaction.changeLogs,
});

export default TransactionChangeLogList;
