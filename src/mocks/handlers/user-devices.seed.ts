import type { AnyRecord } from "../db/collection";
import { DAY, anchor, iso, seeded } from "../lib/seed";
import { customersOf } from "./users.seed";
import { createRandom } from "../lib/random";

export const seedUserDevices = seeded<AnyRecord>("userDevices", (size) => {
  const random = createRandom(`userDevices:${size}`);
  const models: [string, string][] = [
    ["ios", "iPhone 13"],
    ["ios", "iPhone 15 Pro"],
    ["android", "Samsung Galaxy A54"],
    ["android", "Xiaomi Redmi Note 12"],
    ["android", "OPPO Reno 10"],
    ["android", "vivo V29"],
  ];
  const rows: AnyRecord[] = [];
  customersOf(size).forEach((customer, i) => {
    if (i % 5 >= 3) return;
    const [platform, deviceName] = random.pick(models);
    const createdMs = anchor() - random.int(1, 400) * DAY;
    rows.push({
      deviceId: `udv-${rows.length + 1}`,
      userId: customer.userId,
      userName: customer.name,
      email: customer.email,
      platform,
      deviceName,
      osVersion: platform === "ios" ? `iOS ${random.int(16, 18)}` : `Android ${random.int(12, 14)}`,
      appVersion: random.pick(["3.8.0", "3.9.1", "4.0.2"]),
      pushToken: `${platform}-${customer.userId}-${random.int(100000, 999999)}`,
      lastActiveAt: iso(createdMs + random.int(0, 100) * DAY),
      createdAt: iso(createdMs),
      updatedAt: iso(createdMs),
    });
  });
  return rows;
});
