import type { TFunction } from "i18next";
import type { AudienceType, NotificationChannel } from "../schema/audience-rules";

/** The words of the notification area's fixed values (static keys, one per value). */
export function channelLabel(t: TFunction, channel: NotificationChannel | string): string {
  switch (channel) {
    case "EMAIL":
      return t("notifications:channels.EMAIL");
    case "PUSH_NOTIFICATION":
      return t("notifications:channels.PUSH_NOTIFICATION");
    default:
      return channel;
  }
}

export function audienceTypeLabel(t: TFunction, type: AudienceType | string): string {
  switch (type) {
    case "ALL":
      return t("notifications:audience.types.ALL");
    case "TIER":
      return t("notifications:audience.types.TIER");
    case "STORE":
      return t("notifications:audience.types.STORE");
    case "CHOSEN":
      return t("notifications:audience.types.CHOSEN");
    default:
      return type;
  }
}

/** An audience in words: "All customers", "Tier Gold · Optik Prima Rewards", "3 chosen customers". */
export function audienceText(
  t: TFunction,
  audience: { type: AudienceType | string; userIds?: string[] | null },
  name: string,
): string {
  switch (audience.type) {
    case "ALL":
      return t("notifications:audience.describe.ALL");
    case "TIER":
      return t("notifications:audience.describe.TIER", { name });
    case "STORE":
      return t("notifications:audience.describe.STORE", { name });
    case "CHOSEN":
      return t("notifications:audience.describe.CHOSEN", { count: audience.userIds?.length ?? 0 });
    default:
      return name;
  }
}
