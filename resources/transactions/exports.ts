/** The transaction settings' keys and rules (the settings pages of the configuration domain check them). */
export { TRANSACTION_SETTING_KEYS, settingProblem } from "./schema/transaction-rules";
export { links } from "./links";
