import type { TFunction } from "i18next";
import type { SubRoleDefinition } from "../../schema/role";

/** A sub-role's kind in words: "Brand" or "Store" (static keys: no key built from a value). */
export const subRoleTypeLabel = (t: TFunction, type: SubRoleDefinition["type"]) =>
  type === "BRAND" ? t("users:roles.subRoles.types.BRAND") : t("users:roles.subRoles.types.STORE");
