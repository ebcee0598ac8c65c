/** User devices (`/user-device`): the phones and browsers that signed in to the mobile app or the console. */
import { id, timestamp, timestamps, z } from "@/contract/common";
import { DEVICE_PLATFORMS } from "@/contract/rules";

export { DEVICE_PLATFORMS };

/** Who revoked a device. */
const actor = z.object({ userId: z.string(), name: z.string() }).meta({ id: "DeviceActor" });

/** One device as the API answers it (the push token itself never leaves the server). */
export const userDevice = z
  .object({
    deviceId: id("The id the app or the console created for this installation."),
    userId: z.string(),
    userName: z.string(),
    email: z.string(),
    platform: z
      .enum(DEVICE_PLATFORMS)
      .meta({ description: "android or ios for the mobile app, cms for the console." }),
    deviceName: z.string().meta({ description: "e.g. iPhone 15, Chrome 131 on Windows." }),
    osVersion: z.string(),
    appVersion: z.string(),
    hasPushToken: z
      .boolean()
      .meta({ description: "Whether push notifications can reach the device." }),
    firstSeenAt: timestamp("The device's first sign-in."),
    lastActiveAt: timestamp("The device's last request."),
    revokedAt: z
      .union([timestamp(), z.null()])
      .meta({ description: "When staff signed the device out (null while it is signed in)." }),
    revokedBy: z.union([actor, z.null()]),
    ...timestamps,
  })
  .meta({ id: "UserDevice" });

export type UserDevice = z.infer<typeof userDevice>;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];
