import { useSettingsForm } from "@/components/settings/settings-form";
import {
  transactionSettingsFields,
  type TransactionSettings,
  type TransactionSettingsUpdate,
} from "../schema/transaction";

/** The Transaction Settings form: the seven configs, their labels and rules from the schema. */
export const useTransactionSettingsForm = () =>
  useSettingsForm<TransactionSettings, TransactionSettingsUpdate>({
    resource: "transaction-settings",
    setting: "transaction",
    schema: transactionSettingsFields,
  });
