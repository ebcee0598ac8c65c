import {
  transactionSettings,
  transactionSettingsUpdate,
  type TransactionSettings,
} from "../schema/transaction";
import {
  TRANSACTION_SETTING_DEFAULTS,
  TRANSACTION_SETTING_KEYS,
  settingProblem,
  type CalculationFormula,
  type TransactionSettingKey,
} from "../schema/transaction-rules";
import { db } from "@/mocks/db";
import { meta, settingRoutes } from "@resources/configuration/demo/exports";

/**
 * The Transaction Settings page (spec 2.4) as one record over its seven app configs
 * (`/app-config-settings/transaction`), read and saved like the other settings pages (a stale
 * `updatedAt` answers 409; a save that changed something writes one change-log entry). New transactions of the demo
 * API (`POST /demo/transactions`) are made with these values.
 */
const GROUP = "TRANSACTION_SETTING";

const DEFAULTS: Record<TransactionSettingKey, string | number> = TRANSACTION_SETTING_DEFAULTS;

/** A config's stored value, or its default when missing or unusable. */
export const settingValue = (key: TransactionSettingKey) => {
  const value: unknown = db.appConfigs.get(key)?.value;
  return settingProblem(key, value) ? DEFAULTS[key] : (value as string | number);
};

/** The number the next transaction gets (one more than the transactions there are). */
export const nextTransactionNumber = () => db.transactions.all().length + 1;

export function readTransactionSettings(): TransactionSettings {
  const values = Object.fromEntries(
    TRANSACTION_SETTING_KEYS.map((key) => [key, settingValue(key)]),
  );
  return {
    settingId: "transaction",
    ...(values as Omit<
      TransactionSettings,
      "settingId" | "nextNumber" | "updatedAt" | "updatedBy"
    >),
    NEW_TRANSACTION_CALCULATION_FORMULAS:
      values.NEW_TRANSACTION_CALCULATION_FORMULAS as CalculationFormula,
    nextNumber: nextTransactionNumber(),
    ...meta(TRANSACTION_SETTING_KEYS),
  };
}

export const handlers = settingRoutes({
  setting: "transaction",
  entity: "transaction-settings",
  area: GROUP,
  keys: TRANSACTION_SETTING_KEYS,
  summaries: {
    read: "The transaction settings: code prefixes and lengths, payment expiry, zero payment, calculation formula",
    save: "Save the transaction settings (the seven configs at once)",
  },
  body: transactionSettingsUpdate,
  response: transactionSettings,
  read: readTransactionSettings,
  values: (data) => Object.fromEntries(TRANSACTION_SETTING_KEYS.map((key) => [key, data[key]])),
});
