/** The transaction settings' keys and rules (the settings pages of the configuration domain check them). */
export {
  DEFAULT_RETURN_WINDOW_DAYS,
  TRANSACTION_SETTING_KEYS,
  settingProblem,
} from "./schema/transaction-rules";
export { links } from "./links";
