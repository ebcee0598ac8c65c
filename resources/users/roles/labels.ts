import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import { declaredAreaLabel } from "@providers/access-control/permissions";

/**
 * The names of the matrix's areas and actions (namespace `roles`). The base permissions list is data
 * only; each known code part has its static key here, and an unknown one (a code a newer backend
 * adds) shows as written.
 */
export const areaLabel = valueLabel(
  {
    LOGIN: "users:roles.areas.LOGIN",
    PRODUCT: "users:roles.areas.PRODUCT",
    TRANSACTION: "users:roles.areas.TRANSACTION",
    USER: "users:roles.areas.USER",
    APP_CONFIG: "users:roles.areas.APP_CONFIG",
    STORE: "users:roles.areas.STORE",
    PRODUCT_CATEGORY: "users:roles.areas.PRODUCT_CATEGORY",
    BRAND: "users:roles.areas.BRAND",
    PRESCRIPTION: "users:roles.areas.PRESCRIPTION",
    BANNER: "users:roles.areas.BANNER",
    VOUCHER: "users:roles.areas.VOUCHER",
    LOYALTY: "users:roles.areas.LOYALTY",
    MEMBER: "users:roles.areas.MEMBER",
    WALLET_POINT: "users:roles.areas.WALLET_POINT",
    REWARD: "users:roles.areas.REWARD",
    FAQ: "users:roles.areas.FAQ",
    FAQ_GROUP: "users:roles.areas.FAQ_GROUP",
    PAYMENT_ACCOUNT: "users:roles.areas.PAYMENT_ACCOUNT",
    PAYMENT_CHANNEL: "users:roles.areas.PAYMENT_CHANNEL",
    TEMPLATE_MESSAGE: "users:roles.areas.TEMPLATE_MESSAGE",
    NOTIFICATION: "users:roles.areas.NOTIFICATION",
    NOTIFICATION_SCHEDULE: "users:roles.areas.NOTIFICATION_SCHEDULE",
    ROLE: "users:roles.areas.ROLE",
    ROLE_AND_ACCESS: "users:roles.areas.ROLE_AND_ACCESS",
  },
  (t, area) => {
    // An area a console area declares itself is named as its menu entry.
    const declared = declaredAreaLabel(area);
    return declared ? t(declared) : area;
  },
);

export const actionLabel = valueLabel({
  LIST: "users:roles.actions.LIST",
  DETAIL: "users:roles.actions.DETAIL",
  CREATE: "users:roles.actions.CREATE",
  UPDATE: "users:roles.actions.UPDATE",
  DELETE: "users:roles.actions.DELETE",
  ARCHIVE: "users:roles.actions.ARCHIVE",
  UNARCHIVE: "users:roles.actions.UNARCHIVE",
  LOGIN_CMS_ADMIN: "users:roles.actions.LOGIN_CMS_ADMIN",
  LOGIN_MOBILE_APP_CUSTOMER: "users:roles.actions.LOGIN_MOBILE_APP_CUSTOMER",
  ADD_POINT: "users:roles.actions.ADD_POINT",
  REMOVE_POINT: "users:roles.actions.REMOVE_POINT",
  CLAIM_REWARD: "users:roles.actions.CLAIM_REWARD",
  FORCE_DELETE_OTHER_USER: "users:roles.actions.FORCE_DELETE_OTHER_USER",
  ACCESS: "users:roles.actions.ACCESS",
});

/** "Product: Create" for a code of the list. */
export function codeLabel(t: TFunction<"roles">, code: string): string {
  const dot = code.indexOf(".");
  const area = dot === -1 ? code : code.slice(0, dot);
  const action = dot === -1 ? "ACCESS" : code.slice(dot + 1);
  return `${areaLabel(t, area)}: ${actionLabel(t, action)}`;
}
