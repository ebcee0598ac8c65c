import type { DataSize } from "@/mocks/db/collection";
import { REGION_TREE } from "@/mocks/db/regions-data";
import {
  DAY,
  FEMALE_FIRST_NAMES,
  FEMALE_MIDDLE_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  MALE_MIDDLE_NAMES,
  anchor,
  daysAgo,
  fullName,
  iso,
  pad,
  seeded,
} from "@/mocks/lib/seed";
import { DEMO_PASSWORD } from "@/mocks/demo-accounts";
import { ROLE_IDS } from "./roles.seed";
import { createRandom } from "@/mocks/lib/random";
import type { User } from "../schema/user";
import type { Credential, StoredSession as Session } from "./db";

/** The demo accounts as records: [userId, first, middle, last, roleId, type]. */
export const DEMO_USERS: [string, string, string, string, string, string, User["userType"]][] = [
  ["usr-admin", "admin@demo.test", "Alice", "", "Admin", ROLE_IDS.superAdmin, "ADMIN"],
  ["usr-catalog", "catalog@demo.test", "Citra", "", "Katalog", ROLE_IDS.catalog, "ADMIN"],
  ["usr-manager", "manager@demo.test", "Made", "Putra", "Manajer", ROLE_IDS.manager, "ADMIN"],
  ["usr-subadmin", "subadmin@demo.test", "Sinta", "", "Subagja", ROLE_IDS.subAdmin, "ADMIN"],
  ["usr-nosub", "nosub@demo.test", "Nanda", "", "Tanpa", ROLE_IDS.subAdmin, "ADMIN"],
  ["usr-expired", "expired@demo.test", "Eko", "", "Kadaluarsa", ROLE_IDS.operations, "ADMIN"],
  ["usr-customer", "customer@demo.test", "Kevin", "", "Pelanggan", ROLE_IDS.customer, "CUSTOMER"],
];

export const DEMO_USER_IDS = DEMO_USERS.map(([userId]) => userId);

export const STAFF_DEMO_IDS = DEMO_USER_IDS.filter((id) => id !== "usr-customer");

export function address(random: ReturnType<typeof createRandom>) {
  const [province, cities] = random.pick(REGION_TREE);
  const [city, districts] = random.pick(cities);
  const [district, subs] = random.pick(districts);
  const [subDistrict, postalCode] = random.pick(subs);
  return {
    province,
    city,
    district,
    subDistrict,
    postalCode,
    street: `Jl. ${random.pick(["Melati", "Mawar", "Kenanga", "Cendana", "Flamboyan", "Anggrek"])} No. ${random.int(1, 120)}`,
  };
}

/** Staff beyond the first 18: a few hundred admins in every data set. */
const EXTRA_STAFF = 222;

export const seedUsers = seeded<User>("users", (size: DataSize) => {
  const random = createRandom(`users:${size}`);
  const now = anchor();
  const users: User[] = DEMO_USERS.map(
    ([userId, email, firstName, middleName, lastName, roleId, userType], i) => ({
      userId,
      email,
      firstName,
      // No middle name is none (null), not an empty text.
      middleName: middleName || null,
      lastName: lastName || null,
      name: fullName(firstName, middleName, lastName),
      phone: `+62812${pad(1000000 + i * 7919, 7)}`,
      photoUrl: "",
      roleId,
      userType,
      gender: i % 2 ? "FEMALE" : "MALE",
      birthDate: `19${80 + i}-0${(i % 9) + 1}-1${i}`,
      address: userType === "CUSTOMER" ? address(random) : null,
      isActive: true,
      lastLoginAt: daysAgo(1 + i),
      createdAt: daysAgo(600 - i * 10),
      updatedAt: daysAgo(30 - i),
    }),
  );
  const staffRoles = [
    ROLE_IDS.superAdmin,
    ROLE_IDS.catalog,
    ROLE_IDS.manager,
    ROLE_IDS.operations,
    ROLE_IDS.marketing,
    ROLE_IDS.subAdmin,
  ];
  const staffCount = 18;
  const customerCount = size === "large" ? 20_000 : 500;
  const person = (
    prefix: string,
    n: number,
    type: User["userType"],
    roleId: string,
    domain: string,
  ): User => {
    const gender: User["gender"] = random.chance(0.55) ? "FEMALE" : "MALE";
    const female = gender === "FEMALE";
    const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const middle = random.pick(female ? FEMALE_MIDDLE_NAMES : MALE_MIDDLE_NAMES);
    // Never the same name twice ("Ayu Ayu").
    const middleName = middle === firstName ? null : middle;
    const lastName = random.pick(LAST_NAMES);
    const createdMs = now - random.int(2, 720) * DAY - random.int(0, 86_000) * 1000;
    return {
      userId: `${prefix}-${n}`,
      name: fullName(firstName, middleName ?? "", lastName),
      firstName,
      middleName,
      lastName,
      email: `${firstName}.${lastName}${n}@${domain}`.toLowerCase(),
      phone: `+628${random.int(11, 59)}${pad(random.int(0, 99_999_999), 8)}`,
      photoUrl: "",
      roleId,
      userType: type,
      gender,
      birthDate: `${random.int(1955, 2006)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
      address: type === "CUSTOMER" ? address(random) : null,
      isActive: random.chance(0.95),
      lastLoginAt: random.chance(0.8) ? iso(now - random.int(0, 90) * DAY) : null,
      createdAt: iso(createdMs),
      updatedAt: iso(Math.min(now, createdMs + random.int(0, 100) * DAY)),
    };
  };
  for (let n = 1; n <= staffCount; n++) {
    users.push(
      person("usr-st", n, "ADMIN", staffRoles[n % staffRoles.length]!, "optikprima.co.id"),
    );
  }
  // Customers all hold the one customer role (the customer list is bound to it).
  for (let n = 1; n <= customerCount; n++) {
    users.push(
      person(
        "usr-c",
        n,
        "CUSTOMER",
        ROLE_IDS.customer,
        random.pick(["gmail.com", "yahoo.co.id", "outlook.com"]),
      ),
    );
  }
  // More staff, drawn last so the customers above (which other seeds read) stay as they were.
  for (let n = staffCount + 1; n <= staffCount + EXTRA_STAFF; n++) {
    users.push(
      person("usr-st", n, "ADMIN", staffRoles[n % staffRoles.length]!, "optikprima.co.id"),
    );
  }
  return users;
});

export const seedCredentials = seeded<Credential>("credentials", (size) =>
  seedUsers(size)
    .filter((user) => user.userType === "ADMIN" || user.userId === "usr-customer")
    .map((user) => ({
      userId: user.userId,
      email: user.email,
      password: DEMO_PASSWORD,
      passwordExpiredAt: user.userId === "usr-expired" ? daysAgo(1) : daysAgo(-180),
      updatedAt: daysAgo(10),
    })),
);

export const DEVICES: [string, string, string][] = [
  ["Chrome 131 on Windows", "cms", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0"],
  ["Safari 18 on macOS", "cms", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15"],
  ["Chrome 131 on Android", "cms", "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile"],
];

export const seedSessions = seeded<Session>(
  "sessions",
  () => {
    const now = anchor();
    return STAFF_DEMO_IDS.flatMap((userId, u) =>
      DEVICES.slice(0, 2).map(([deviceName, platform, userAgent], d) => ({
        sessionId: `ses-${userId.slice(4)}-${d + 1}`,
        userId,
        deviceId: `dev-seed-${u}-${d}`,
        deviceName: DEVICES[(u + d) % DEVICES.length]![0] ?? deviceName,
        platform,
        ip: `10.20.${u + 1}.${d + 10}`,
        userAgent,
        timezone: "Asia/Jakarta",
        createdAt: iso(now - (d + 1) * 2 * DAY),
        lastActiveAt: iso(now - (d + 1) * 3 * 3_600_000),
        expiresAt: iso(now + 6 * 3_600_000),
        revokedAt: null,
      })),
    );
  },
  { cache: false },
);

/** Seeds of the remaining areas: commerce, loyalty, content, payment, devices, configs, logs. */
export const customersOf = (size: DataSize) =>
  seedUsers(size).filter((user) => user.userType === "CUSTOMER");

/** A pending email change of the admin and customer forms: the code sent to the new address. */
export interface EmailChange {
  changeId: string;
  userId: string;
  email: string;
  code: string;
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export const seedEmailChanges = seeded<EmailChange>("emailChanges", () => []);
