import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
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
export const eventLabel = valueLabel<TemplateEvent>({
  FORGOT_PASSWORD: "notifications:templates.events.FORGOT_PASSWORD",
  ACCOUNT_INFORMATION: "notifications:templates.events.ACCOUNT_INFORMATION",
  ORDER_PAID: "notifications:templates.events.ORDER_PAID",
  ORDER_SHIPPED: "notifications:templates.events.ORDER_SHIPPED",
  ORDER_READY_FOR_PICKUP: "notifications:templates.events.ORDER_READY_FOR_PICKUP",
  POINTS_ADDED: "notifications:templates.events.POINTS_ADDED",
  REWARD_CLAIMED: "notifications:templates.events.REWARD_CLAIMED",
  VOUCHER_EXPIRING: "notifications:templates.events.VOUCHER_EXPIRING",
});

export function channelLabel(t: TFunction, channel: TemplateChannel): string {
  return channel === "EMAIL"
    ? t("notifications:templates.tabs.email")
    : t("notifications:templates.tabs.push");
}

export type Lang = "id" | "en";
export const langLabel = (t: TFunction, lang: Lang) =>
  lang === "id" ? t("notifications:templates.lang.id") : t("notifications:templates.lang.en");
