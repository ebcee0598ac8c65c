import type { TFunction } from "i18next";

/** The transaction settings' choices in words in their change log (and the activity feed). */
export const transactionSettingsChangeValues = (t: TFunction) => ({
  TRX_ALLOW_ZERO_PAYMENT: (value: string) =>
    value === "ALLOWED"
      ? t("transactions:settings.zeroPayment.ALLOWED")
      : value === "NOT_ALLOWED"
        ? t("transactions:settings.zeroPayment.NOT_ALLOWED")
        : undefined,
  NEW_TRANSACTION_CALCULATION_FORMULAS: (value: string) =>
    value === "STANDARD"
      ? t("transactions:formulaNames.STANDARD")
      : value === "ADVANCED"
        ? t("transactions:formulaNames.ADVANCED")
        : undefined,
});
