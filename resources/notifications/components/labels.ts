import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import type { AudienceType, NotificationChannel } from "../schema/audience-rules";

/** The words of the notification area's fixed values (static keys, one per value). */
export const CHANNEL_KEYS = {
  EMAIL: "notifications:channels.EMAIL",
  PUSH_NOTIFICATION: "notifications:channels.PUSH_NOTIFICATION",
} as const satisfies Record<NotificationChannel, string>;
export const channelLabel = valueLabel<NotificationChannel>(CHANNEL_KEYS);

export const audienceTypeLabel = valueLabel<AudienceType>({
  ALL: "notifications:audience.types.ALL",
  TIER: "notifications:audience.types.TIER",
  STORE: "notifications:audience.types.STORE",
  CHOSEN: "notifications:audience.types.CHOSEN",
});

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
