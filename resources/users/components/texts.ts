import type { TFunction } from "i18next";
import type { UserKind } from "./kinds";

/** The titles of each list's pages (static keys, one set per list). */
export function userTexts(t: TFunction, kind: UserKind) {
  return kind === "admin"
    ? {
        list: t("users:accounts.admin.list"),
        empty: t("users:accounts.admin.empty"),
        create: t("users:accounts.admin.create"),
        edit: t("users:accounts.admin.edit"),
        show: t("users:accounts.admin.show"),
      }
    : {
        list: t("users:accounts.customer.list"),
        empty: t("users:accounts.customer.empty"),
        create: t("users:accounts.customer.create"),
        edit: t("users:accounts.customer.edit"),
        show: t("users:accounts.customer.show"),
      };
}
