import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import type { DevicePlatform, UserDevice } from "../schema/user-device";
import { formatDateTime } from "@/lib/format";

/** A platform's name (static keys: no key built from a value). */
export const platformLabel = valueLabel<DevicePlatform>({
  android: "users:devices.platforms.android",
  ios: "users:devices.platforms.ios",
  cms: "users:devices.platforms.cms",
});

/** Whether a device can receive push notifications, in words. */
export const pushTokenText = (t: TFunction, has: boolean) =>
  has ? t("users:devices.push.yes") : t("users:devices.push.no");

/** "Signed in", or "Revoked on 31/01/2025 14:05 by Alice Admin". */
export function deviceStatus(t: TFunction, device: UserDevice): string {
  if (!device.revokedAt) return t("users:devices.status.active");
  const date = formatDateTime(device.revokedAt);
  return device.revokedBy
    ? t("users:devices.status.revokedBy", { date, name: device.revokedBy.name })
    : t("users:devices.status.revoked", { date });
}
