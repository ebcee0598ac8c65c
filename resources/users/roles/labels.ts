import type { TFunction } from "i18next";
import { declaredAreaLabel } from "@providers/access-control/permissions";

/**
 * The names of the matrix's areas and actions (namespace `roles`). The base permissions list is data
 * only; each known code part has its static key here, and an unknown one (a code a newer backend
 * adds) shows as written.
 */
export function areaLabel(t: TFunction<"roles">, area: string): string {
  switch (area) {
    case "LOGIN":
      return t("users:roles.areas.LOGIN");
    case "PRODUCT":
      return t("users:roles.areas.PRODUCT");
    case "TRANSACTION":
      return t("users:roles.areas.TRANSACTION");
    case "USER":
      return t("users:roles.areas.USER");
    case "APP_CONFIG":
      return t("users:roles.areas.APP_CONFIG");
    case "STORE":
      return t("users:roles.areas.STORE");
    case "PRODUCT_CATEGORY":
      return t("users:roles.areas.PRODUCT_CATEGORY");
    case "BRAND":
      return t("users:roles.areas.BRAND");
    case "PRESCRIPTION":
      return t("users:roles.areas.PRESCRIPTION");
    case "BANNER":
      return t("users:roles.areas.BANNER");
    case "VOUCHER":
      return t("users:roles.areas.VOUCHER");
    case "LOYALTY":
      return t("users:roles.areas.LOYALTY");
    case "MEMBER":
      return t("users:roles.areas.MEMBER");
    case "WALLET_POINT":
      return t("users:roles.areas.WALLET_POINT");
    case "REWARD":
      return t("users:roles.areas.REWARD");
    case "FAQ":
      return t("users:roles.areas.FAQ");
    case "FAQ_GROUP":
      return t("users:roles.areas.FAQ_GROUP");
    case "PAYMENT_ACCOUNT":
      return t("users:roles.areas.PAYMENT_ACCOUNT");
    case "PAYMENT_CHANNEL":
      return t("users:roles.areas.PAYMENT_CHANNEL");
    case "TEMPLATE_MESSAGE":
      return t("users:roles.areas.TEMPLATE_MESSAGE");
    case "NOTIFICATION":
      return t("users:roles.areas.NOTIFICATION");
    case "NOTIFICATION_SCHEDULE":
      return t("users:roles.areas.NOTIFICATION_SCHEDULE");
    case "ROLE":
      return t("users:roles.areas.ROLE");
    case "ROLE_AND_ACCESS":
      return t("users:roles.areas.ROLE_AND_ACCESS");
    default: {
      // An area a console area declares itself is named as its menu entry.
      const declared = declaredAreaLabel(area);
      return declared ? t(declared) : area;
    }
  }
}

export function actionLabel(t: TFunction<"roles">, action: string): string {
  switch (action) {
    case "LIST":
      return t("users:roles.actions.LIST");
    case "DETAIL":
      return t("users:roles.actions.DETAIL");
    case "CREATE":
      return t("users:roles.actions.CREATE");
    case "UPDATE":
      return t("users:roles.actions.UPDATE");
    case "DELETE":
      return t("users:roles.actions.DELETE");
    case "ARCHIVE":
      return t("users:roles.actions.ARCHIVE");
    case "UNARCHIVE":
      return t("users:roles.actions.UNARCHIVE");
    case "LOGIN_CMS_ADMIN":
      return t("users:roles.actions.LOGIN_CMS_ADMIN");
    case "LOGIN_MOBILE_APP_CUSTOMER":
      return t("users:roles.actions.LOGIN_MOBILE_APP_CUSTOMER");
    case "ADD_POINT":
      return t("users:roles.actions.ADD_POINT");
    case "REMOVE_POINT":
      return t("users:roles.actions.REMOVE_POINT");
    case "CLAIM_REWARD":
      return t("users:roles.actions.CLAIM_REWARD");
    case "FORCE_DELETE_OTHER_USER":
      return t("users:roles.actions.FORCE_DELETE_OTHER_USER");
    case "ACCESS":
      return t("users:roles.actions.ACCESS");
    default:
      return action;
  }
}

/** "Product: Create" for a code of the list. */
export function codeLabel(t: TFunction<"roles">, code: string): string {
  const dot = code.indexOf(".");
  const area = dot === -1 ? code : code.slice(0, dot);
  const action = dot === -1 ? "ACCESS" : code.slice(dot + 1);
  return `${areaLabel(t, area)}: ${actionLabel(t, action)}`;
}
