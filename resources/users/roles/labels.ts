import type { TFunction } from "i18next";

/**
 * The names of the matrix's areas and actions (namespace `roles`). The base permissions list is data
 * only; each known code part has its static key here, and an unknown one (a code a newer backend
 * adds) shows as written.
 */
export function areaLabel(t: TFunction<"roles">, area: string): string {
  switch (area) {
    case "LOGIN":
      return t("areas.LOGIN");
    case "PRODUCT":
      return t("areas.PRODUCT");
    case "TRANSACTION":
      return t("areas.TRANSACTION");
    case "USER":
      return t("areas.USER");
    case "APP_CONFIG":
      return t("areas.APP_CONFIG");
    case "STORE":
      return t("areas.STORE");
    case "PRODUCT_CATEGORY":
      return t("areas.PRODUCT_CATEGORY");
    case "BRAND":
      return t("areas.BRAND");
    case "PRESCRIPTION":
      return t("areas.PRESCRIPTION");
    case "BANNER":
      return t("areas.BANNER");
    case "VOUCHER":
      return t("areas.VOUCHER");
    case "LOYALTY":
      return t("areas.LOYALTY");
    case "MEMBER":
      return t("areas.MEMBER");
    case "WALLET_POINT":
      return t("areas.WALLET_POINT");
    case "REWARD":
      return t("areas.REWARD");
    case "FAQ":
      return t("areas.FAQ");
    case "FAQ_GROUP":
      return t("areas.FAQ_GROUP");
    case "PAYMENT_ACCOUNT":
      return t("areas.PAYMENT_ACCOUNT");
    case "PAYMENT_CHANNEL":
      return t("areas.PAYMENT_CHANNEL");
    case "TEMPLATE_MESSAGE":
      return t("areas.TEMPLATE_MESSAGE");
    case "NOTIFICATION":
      return t("areas.NOTIFICATION");
    case "NOTIFICATION_SCHEDULE":
      return t("areas.NOTIFICATION_SCHEDULE");
    case "ROLE":
      return t("areas.ROLE");
    case "ROLE_AND_ACCESS":
      return t("areas.ROLE_AND_ACCESS");
    default:
      return area;
  }
}

export function actionLabel(t: TFunction<"roles">, action: string): string {
  switch (action) {
    case "LIST":
      return t("actions.LIST");
    case "DETAIL":
      return t("actions.DETAIL");
    case "CREATE":
      return t("actions.CREATE");
    case "UPDATE":
      return t("actions.UPDATE");
    case "DELETE":
      return t("actions.DELETE");
    case "ARCHIVE":
      return t("actions.ARCHIVE");
    case "UNARCHIVE":
      return t("actions.UNARCHIVE");
    case "LOGIN_CMS_ADMIN":
      return t("actions.LOGIN_CMS_ADMIN");
    case "LOGIN_MOBILE_APP_CUSTOMER":
      return t("actions.LOGIN_MOBILE_APP_CUSTOMER");
    case "ADD_POINT":
      return t("actions.ADD_POINT");
    case "REMOVE_POINT":
      return t("actions.REMOVE_POINT");
    case "CLAIM_REWARD":
      return t("actions.CLAIM_REWARD");
    case "FORCE_DELETE_OTHER_USER":
      return t("actions.FORCE_DELETE_OTHER_USER");
    case "ACCESS":
      return t("actions.ACCESS");
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
