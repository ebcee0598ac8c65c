import type { TFunction } from "i18next";

/** An account's gender in words in its change log (and the activity feed). */
export const userChangeValues = (t: TFunction) => ({
  gender: (value: string) =>
    value === "FEMALE" ? t("users:accounts.gender.female") : t("users:accounts.gender.male"),
});
