import type { TFunction } from "i18next";
import type { TemplateChannel, TemplateEvent } from "../schema/template-variables";

/** The list's tabs as the URL spells them (spec 2.2: email and push_notification). */
export const TABS = ["email", "push_notification"] as const;
export type TemplateTab = (typeof TABS)[number];

export const channelOfTab = (tab: TemplateTab): TemplateChannel =>
  tab === "email" ? "EMAIL" : "PUSH_NOTIFICATION";
export const tabOfChannel = (channel: TemplateChannel): TemplateTab =>
  channel === "EMAIL" ? "email" : "push_notification";
export const tabOf = (value: string | null): TemplateTab =>
  value === "push_notification" ? "push_notification" : "email";

/** The event's name in the UI language (static keys: one per event). */
export function eventLabel(t: TFunction, event: TemplateEvent): string {
  switch (event) {
    case "FORGOT_PASSWORD":
      return t("notifications:templates.events.FORGOT_PASSWORD");
    case "ACCOUNT_INFORMATION":
      return t("notifications:templates.events.ACCOUNT_INFORMATION");
    case "ORDER_PAID":
      return t("notifications:templates.events.ORDER_PAID");
    case "ORDER_SHIPPED":
      return t("notifications:templates.events.ORDER_SHIPPED");
    case "ORDER_READY_FOR_PICKUP":
      return t("notifications:templates.events.ORDER_READY_FOR_PICKUP");
    case "POINTS_ADDED":
      return t("notifications:templates.events.POINTS_ADDED");
    case "REWARD_CLAIMED":
      return t("notifications:templates.events.REWARD_CLAIMED");
    case "VOUCHER_EXPIRING":
      return t("notifications:templates.events.VOUCHER_EXPIRING");
  }
}

export function channelLabel(t: TFunction, channel: TemplateChannel): string {
  return channel === "EMAIL"
    ? t("notifications:templates.tabs.email")
    : t("notifications:templates.tabs.push");
}

export type Lang = "id" | "en";
export const langLabel = (t: TFunction, lang: Lang) =>
  lang === "id" ? t("notifications:templates.lang.id") : t("notifications:templates.lang.en");
