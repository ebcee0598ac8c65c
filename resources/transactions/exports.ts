/** The transaction settings' keys and rules (the settings pages of the configuration domain check them). */
export {
  DEFAULT_PROCESS_WITHIN_HOURS,
  DEFAULT_RETURN_WINDOW_DAYS,
  TRANSACTION_SETTING_KEYS,
  settingProblem,
} from "./schema/transaction-rules";
/**
 * The kinds of the list's "Needs attention" filter (`attention=<kind>` on `/transactions`): the
 * dashboard counts them and links to the list filtered (`filterQuery({ attention: kind })`).
 */
export { TRANSACTION_ATTENTION, type TransactionAttention } from "./schema/transaction-rules";
export { ALL_OUTLETS_PARAM, links } from "./links";
/** The order statuses and their names in words (the dashboards count orders by status). */
export { TRANSACTION_STATUSES, type TransactionStatus } from "./schema/transaction-rules";
export { statusLabel } from "./transactions/status-labels";
export type { Transaction } from "./schema/transaction";
