import { domainLinks } from "@/lib/domain-links";
import type { transactionChangeLogsArea } from "./transaction-change-logs";
import type { transactionSettingsArea } from "./transaction-settings";
import type { transactionsArea } from "./transactions";

/**
 * Typed links to the transactions pages, built from their area declarations (`links.transactionChangeLogs.list()`); other
 * domains use them through exports.ts.
 */
export const links = domainLinks<{
  transactionChangeLogs: typeof transactionChangeLogsArea;
  transactionSettings: typeof transactionSettingsArea;
  transaction: typeof transactionsArea;
}>({
  transactionChangeLogs: "transaction-change-logs",
  transactionSettings: "transaction-settings",
  transaction: "transactions",
});

/**
 * A list link that names its own stores (a dashboard's count, narrowed by its own outlet filter):
 * `{ [ALL_OUTLETS_PARAM]: "all" }` opens the transaction list on every store, not the header's one.
 */
export const ALL_OUTLETS_PARAM = "outlets";
