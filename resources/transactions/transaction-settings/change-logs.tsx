import { settingsChangeLogPage } from "@/components/settings/settings-change-log";

/** /transaction-settings/change-logs: who changed which setting, each by its label and its words. */
export default settingsChangeLogPage({
  entity: "transaction-settings",
  setting: "transaction",
  area: "transaction-settings",
  title: "transactions:settings.title",
});
