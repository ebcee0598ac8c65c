import { settingsChangeLogPage } from "@/components/settings/settings-change-log";

/** /transaction-settings/change-logs: who changed which setting, each by its label and its words. */
export default settingsChangeLogPage({
  entity: "transaction-settings",
  setting: "transaction",
  area: "transaction-settings",
  title: "transactions:settings.title",
  values: (t) => ({
    TRX_ALLOW_ZERO_PAYMENT: (value) =>
      value === "ALLOWED"
        ? t("transactions:settings.zeroPayment.ALLOWED")
        : value === "NOT_ALLOWED"
          ? t("transactions:settings.zeroPayment.NOT_ALLOWED")
          : undefined,
    NEW_TRANSACTION_CALCULATION_FORMULAS: (value) =>
      value === "STANDARD"
        ? t("transactions:formulaNames.STANDARD")
        : value === "ADVANCED"
          ? t("transactions:formulaNames.ADVANCED")
          : undefined,
  }),
});
