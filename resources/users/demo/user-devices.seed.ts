import type { UserDevice } from "../schema/user-device";
import type { DataSize } from "@/mocks/db/collection";
import { DAY, anchor, iso, pad, seeded } from "@/mocks/lib/seed";
import { customersOf, DEVICES, seedSessions, seedUsers } from "./users.seed";
import { createRandom } from "@/mocks/lib/random";

/** A device as stored: the answer plus the push token itself (which never leaves the server). */
export type StoredUserDevice = UserDevice & { pushToken: string | null };

const IOS = ["iPhone 15", "iPhone 15 Pro", "iPhone 14", "iPhone 13", "iPhone SE (3rd gen)"];
const ANDROID = [
  "Samsung Galaxy A55",
  "Samsung Galaxy A35",
  "Samsung Galaxy S24",
  "Xiaomi Redmi Note 13",
  "Xiaomi Redmi 13C",
  "OPPO Reno11 F",
  "OPPO A78",
  "vivo V30",
  "vivo Y36",
  "realme 12 Pro",
  "Infinix Note 40",
];
const APP_VERSIONS = ["3.9.1", "4.0.2", "4.1.0", "4.2.0"];

/**
 * Devices for a third of the customers (the mobile app; some have two) and the console's browsers of the
 * staff (the demo accounts' browsers are those of their seeded sessions, so revoking one signs those
 * sessions out). Derived from the users seed: it follows when the number of users changes.
 */
export const seedUserDevices = seeded<StoredUserDevice>("userDevices", (size: DataSize) => {
  const random = createRandom(`userDevices:${size}`);
  const now = anchor();
  const rows: StoredUserDevice[] = [];
  const staffBy = new Map(seedUsers(size).map((user) => [user.userId, user]));
  const admin = staffBy.get("usr-admin");
  const push = (
    user: { userId: string; name: string; email: string },
    device: Pick<StoredUserDevice, "platform" | "deviceName" | "osVersion" | "appVersion"> & {
      deviceId?: string;
    },
    firstSeenMs: number,
    lastActiveMs: number,
  ) => {
    const revoked = device.platform !== "cms" && random.chance(0.06);
    const revokedMs = lastActiveMs + random.int(1, 20) * 3_600_000;
    const token =
      device.platform === "cms" || revoked || random.chance(0.12)
        ? null
        : `${device.platform === "ios" ? "apns" : "fcm"}:${user.userId}:${pad(random.int(0, 99_999_999), 8)}`;
    rows.push({
      deviceId: device.deviceId ?? `udv-${pad(rows.length + 1, 5)}`,
      userId: user.userId,
      userName: user.name,
      email: user.email,
      platform: device.platform,
      deviceName: device.deviceName,
      osVersion: device.osVersion,
      appVersion: device.appVersion,
      pushToken: token,
      hasPushToken: token !== null,
      firstSeenAt: iso(firstSeenMs),
      lastActiveAt: iso(lastActiveMs),
      revokedAt: revoked ? iso(Math.min(now, revokedMs)) : null,
      revokedBy: revoked && admin ? { userId: admin.userId, name: admin.name } : null,
      createdAt: iso(firstSeenMs),
      updatedAt: iso(revoked ? Math.min(now, revokedMs) : lastActiveMs),
    });
  };

  // The console: the demo accounts' browsers (their seeded sessions) and one browser per other staff member.
  for (const session of seedSessions(size)) {
    const user = staffBy.get(session.userId);
    if (!user) continue;
    const [name = session.deviceName] = session.deviceName.split(" on ");
    push(
      user,
      {
        deviceId: session.deviceId,
        platform: "cms",
        deviceName: session.deviceName,
        osVersion: session.deviceName.slice(name.length + 4) || "-",
        appVersion: "0.54.1",
      },
      Date.parse(session.createdAt) - random.int(30, 200) * DAY,
      Date.parse(session.lastActiveAt),
    );
  }
  for (const user of seedUsers(size)) {
    if (user.userType !== "ADMIN" || !user.userId.startsWith("usr-st-")) continue;
    const [deviceName] = random.pick(DEVICES);
    const firstSeen = now - random.int(20, 400) * DAY;
    push(
      user,
      {
        platform: "cms",
        deviceName,
        osVersion: deviceName.split(" on ")[1] ?? "-",
        appVersion: "0.54.1",
      },
      firstSeen,
      Math.min(now - 3_600_000, firstSeen + random.int(1, 19) * DAY),
    );
  }

  // The mobile app: every third customer, a few with a second phone.
  customersOf(size).forEach((customer, i) => {
    if (i % 3 !== 0) return;
    const count = random.chance(0.15) ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const ios = random.chance(0.35);
      const firstSeen = Math.max(Date.parse(customer.createdAt), now - random.int(5, 500) * DAY);
      push(
        customer,
        {
          platform: ios ? "ios" : "android",
          deviceName: random.pick(ios ? IOS : ANDROID),
          osVersion: ios
            ? `iOS ${random.int(16, 18)}.${random.int(0, 5)}`
            : `Android ${random.int(12, 15)}`,
          appVersion: random.pick(APP_VERSIONS),
        },
        firstSeen,
        Math.min(now - random.int(1, 600) * 60_000, firstSeen + random.int(0, 120) * DAY),
      );
    }
  });
  return rows;
});
