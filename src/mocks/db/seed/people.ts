import { allPermissionCodes } from "@providers/access-control/permissions";
import { config } from "@/config";
import { DEMO_PASSWORD } from "../../demo-accounts";
import { createRandom } from "../../lib/random";
import type { DataSize } from "../collection";
import { REGION_TREE } from "../regions-data";
import type {
  Activity,
  Credential,
  FavoriteMenus,
  Notification,
  Role,
  Session,
  SubRole,
  User,
} from "../types";
import { BRAND_SEED, seedStores } from "./catalogue";
import {
  anchor,
  DAY,
  daysAgo,
  FIRST_NAMES,
  fullName,
  iso,
  LAST_NAMES,
  MIDDLE_NAMES,
  pad,
  seeded,
  startOfToday,
} from "./common";

const LOGIN = "LOGIN.LOGIN_CMS_ADMIN";
const crud = (area: string, ...actions: string[]) => actions.map((action) => `${area}.${action}`);

/** Role ids the demo accounts use. The customer role id is the console's fixed one. */
export const ROLE_IDS = {
  superAdmin: "rol-super-admin",
  catalog: "rol-catalog",
  manager: "rol-manager",
  subAdmin: "rol-sub-admin",
  operations: "rol-operations",
  marketing: "rol-marketing",
  customer: config.customerRoleId,
  dealerOwner: "rol-dealer-owner",
  dealerPersonnel: "rol-dealer-personnel",
} as const;

function roleDefinitions(): Omit<Role, "createdAt" | "updatedAt" | "isActive" | "isArchived">[] {
  const all = [...new Set([LOGIN, ...allPermissionCodes()])].sort();
  const managerExcluded = new Set([
    ...crud("ROLE", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
    "USER.FORCE_DELETE_OTHER_USER",
    "ROLE_AND_ACCESS",
  ]);
  return [
    {
      roleId: ROLE_IDS.superAdmin,
      roleName: "Super Admin",
      description: "Every permission of the console.",
      permissions: all,
    },
    {
      roleId: ROLE_IDS.catalog,
      roleName: "Catalog Staff",
      description:
        "The whole catalogue and nothing else: stores, brands, categories and products (every action), the change logs and the prescription checker, plus the lookups their forms need.",
      permissions: [
        LOGIN,
        ...["STORE", "BRAND", "PRODUCT"].flatMap((area) =>
          crud(area, "LIST", "DETAIL", "CREATE", "UPDATE", "DELETE", "ARCHIVE", "UNARCHIVE"),
        ),
        ...crud("PRODUCT_CATEGORY", "LIST", "DETAIL", "CREATE", "UPDATE", "DELETE"),
        "USER.LIST",
        "PRESCRIPTION.LIST",
      ],
    },
    {
      roleId: ROLE_IDS.manager,
      roleName: "Store Manager",
      description: "Runs the stores: everything except role management and Sync Data.",
      permissions: all.filter((code) => !managerExcluded.has(code)),
    },
    {
      roleId: ROLE_IDS.subAdmin,
      roleName: "Sub Admin",
      description: "Brand or outlet admin working in the sub app.",
      permissions: [
        LOGIN,
        ...crud("PRODUCT", "LIST", "DETAIL"),
        ...crud("TRANSACTION", "LIST", "DETAIL", "UPDATE"),
        ...crud("STORE", "LIST", "DETAIL"),
        ...crud("BRAND", "LIST", "DETAIL"),
      ],
    },
    {
      roleId: ROLE_IDS.operations,
      roleName: "Operations Staff",
      description: "Transactions, customers and vouchers.",
      permissions: [
        LOGIN,
        ...crud("TRANSACTION", "LIST", "DETAIL", "UPDATE"),
        ...crud("PRODUCT", "LIST", "DETAIL"),
        ...crud("USER", "LIST", "DETAIL"),
        "ROLE.LIST",
        "PRESCRIPTION.LIST",
        ...crud("VOUCHER", "LIST", "DETAIL"),
      ],
    },
    {
      roleId: ROLE_IDS.marketing,
      roleName: "Marketing Staff",
      description: "Banners, vouchers, loyalty, rewards and notifications.",
      permissions: [
        LOGIN,
        ...crud("BANNER", "LIST", "DETAIL", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
        ...crud("VOUCHER", "LIST", "DETAIL", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
        ...crud("LOYALTY", "LIST", "DETAIL", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
        ...crud("REWARD", "LIST", "DETAIL", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
        ...crud("PRODUCT", "LIST", "DETAIL"),
        "MEMBER.LIST",
        ...crud("NOTIFICATION", "LIST", "DETAIL", "CREATE", "UPDATE"),
        ...crud("TEMPLATE_MESSAGE", "LIST", "DETAIL", "UPDATE"),
      ],
    },
    {
      roleId: ROLE_IDS.customer,
      roleName: "Customer",
      description: "Mobile app customers.",
      permissions: ["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"],
    },
    {
      roleId: ROLE_IDS.dealerOwner,
      roleName: "Dealer Owner",
      description: "Dealer owners (mobile app).",
      permissions: ["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"],
    },
    {
      roleId: ROLE_IDS.dealerPersonnel,
      roleName: "Dealer Personnel",
      description: "Dealer staff (mobile app).",
      permissions: ["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"],
    },
  ];
}

export const seedRoles = seeded<Role>("roles", () =>
  roleDefinitions().map((role, i) => ({
    ...role,
    isActive: true,
    isArchived: false,
    createdAt: daysAgo(800 - i),
    updatedAt: daysAgo(100 - i),
  })),
);

/** The demo accounts as records: [userId, first, middle, last, roleId, type]. */
const DEMO_USERS: [string, string, string, string, string, string, User["userType"]][] = [
  ["usr-admin", "admin@demo.test", "Alice", "", "Admin", ROLE_IDS.superAdmin, "ADMIN"],
  ["usr-catalog", "catalog@demo.test", "Citra", "", "Katalog", ROLE_IDS.catalog, "ADMIN"],
  ["usr-manager", "manager@demo.test", "Made", "Putra", "Manajer", ROLE_IDS.manager, "ADMIN"],
  ["usr-subadmin", "subadmin@demo.test", "Sinta", "", "Subagja", ROLE_IDS.subAdmin, "ADMIN"],
  ["usr-nosub", "nosub@demo.test", "Nanda", "", "Tanpa", ROLE_IDS.subAdmin, "ADMIN"],
  ["usr-expired", "expired@demo.test", "Eko", "", "Kadaluarsa", ROLE_IDS.operations, "ADMIN"],
  ["usr-customer", "customer@demo.test", "Kevin", "", "Pelanggan", ROLE_IDS.customer, "CUSTOMER"],
];
export const DEMO_USER_IDS = DEMO_USERS.map(([userId]) => userId);
const STAFF_DEMO_IDS = DEMO_USER_IDS.filter((id) => id !== "usr-customer");

function address(random: ReturnType<typeof createRandom>) {
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

export const seedUsers = seeded<User>("users", (size: DataSize) => {
  const random = createRandom(`users:${size}`);
  const now = anchor();
  const users: User[] = DEMO_USERS.map(
    ([userId, email, firstName, middleName, lastName, roleId, userType], i) => ({
      userId,
      email,
      firstName,
      middleName,
      lastName,
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
    const firstName = random.pick(FIRST_NAMES);
    const middleName = random.pick(MIDDLE_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const createdMs = now - random.int(2, 720) * DAY - random.int(0, 86_000) * 1000;
    return {
      userId: `${prefix}-${n}`,
      name: fullName(firstName, middleName, lastName),
      firstName,
      middleName,
      lastName,
      email: `${firstName}.${lastName}${n}@${domain}`.toLowerCase(),
      phone: `+628${random.int(11, 59)}${pad(random.int(0, 99_999_999), 8)}`,
      photoUrl: "",
      roleId,
      userType: type,
      gender: random.chance(0.55) ? "FEMALE" : "MALE",
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
  for (let n = 1; n <= customerCount; n++) {
    const roleId =
      n % 50 === 0
        ? ROLE_IDS.dealerOwner
        : n % 37 === 0
          ? ROLE_IDS.dealerPersonnel
          : ROLE_IDS.customer;
    users.push(
      person(
        "usr-c",
        n,
        "CUSTOMER",
        roleId,
        random.pick(["gmail.com", "yahoo.co.id", "outlook.com"]),
      ),
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

export const seedSubRoles = seeded<SubRole>("subRoles", (size) => {
  const stores = seedStores(size);
  const outlets = (brandIndex: number) =>
    stores
      .filter((store) => store.companyBrandId === `brd-${brandIndex + 1}`)
      .map(({ storeId, storeName, companyBrandId }) => ({ storeId, storeName, companyBrandId }));
  const brand = (i: number) => ({ brandId: `brd-${i + 1}`, brandName: BRAND_SEED[i]!.brandName });
  const at = { createdAt: daysAgo(300), updatedAt: daysAgo(20) };
  return [
    {
      subRoleId: "srl-1",
      userId: "usr-manager",
      type: "BRAND",
      roleName: "Brand Admin",
      ...brand(0),
      stores: outlets(0),
      ...at,
    },
    {
      subRoleId: "srl-2",
      userId: "usr-subadmin",
      type: "BRAND",
      roleName: "Brand Admin",
      ...brand(1),
      stores: outlets(1),
      ...at,
    },
    {
      subRoleId: "srl-3",
      userId: "usr-subadmin",
      type: "STORE",
      roleName: "Store Admin",
      ...brand(2),
      stores: outlets(2).slice(0, 1),
      ...at,
    },
  ];
});

const DEVICES: [string, string, string][] = [
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

const NOTE_TEMPLATES: [string, string][] = [
  ["New order received", "Order {code} is waiting for processing."],
  ["Payment confirmed", "Payment for {code} has been confirmed."],
  ["Low stock", "Stock of a best-selling frame is below 5 at one outlet."],
  ["Voucher ending soon", "A voucher ends in 3 days."],
  ["New customer review", ""],
  ["Prescription uploaded", "A customer uploaded a new eye prescription."],
  ["Reward claimed", "A customer claimed a reward."],
  ["Monthly report ready", "The sales report for last month is ready."],
];

export const seedNotifications = seeded<Notification>(
  "notifications",
  (size) => {
    const random = createRandom("notifications");
    const now = anchor();
    const today = startOfToday();
    const rows: Notification[] = [];
    let n = 0;
    for (const userId of STAFF_DEMO_IDS) {
      for (let k = 0; k < 14; k++) {
        n++;
        const [title, message] = NOTE_TEMPLATES[(k + n) % NOTE_TEMPLATES.length]!;
        // Three today (two unread), the rest over the last ten days; every fourth older one unread.
        const createdMs =
          k < 3
            ? Math.max(today + 60_000 * (k + 1), now - (k + 1) * 40 * 60_000)
            : now - (Math.floor(k / 2) + 1) * DAY - k * 3_600_000;
        const unread = k < 2 || k % 4 === 0;
        rows.push({
          id: `ntf-${n}`,
          title,
          message: message.replace("{code}", `TRX-${pad(240000 + n * 13, 7)}`),
          type: "SYSTEM",
          platform: "cms",
          receiverUserId: userId,
          readByUserAt: unread
            ? null
            : iso(createdMs + 3_600_000 > now ? now : createdMs + 3_600_000),
          createdAt: iso(createdMs),
          updatedAt: iso(createdMs),
        });
      }
    }
    const customers = seedUsers(size)
      .filter((user) => user.userType === "CUSTOMER")
      .slice(0, 60);
    customers.forEach((customer, i) => {
      n++;
      const createdMs = now - random.int(0, 60) * DAY - random.int(0, 86_000) * 1000;
      rows.push({
        id: `ntf-${n}`,
        title: random.pick([
          "Your order has shipped",
          "Points added to your wallet",
          "New frames this week",
          "Your lenses are ready",
        ]),
        message: random.pick(["Tap to see the details.", "Thank you for shopping with us.", ""]),
        type: "PUSH",
        platform: i % 2 ? "android" : "ios",
        receiverUserId: customer.userId,
        readByUserAt: random.chance(0.6) ? iso(createdMs + DAY) : null,
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      });
    });
    return rows;
  },
  { cache: false },
);

export const seedFavoriteMenus = seeded<FavoriteMenus>("favoriteMenus", () => [
  {
    userId: "usr-admin",
    menus: [
      { key: "/products", menu: "Product" },
      { key: "/transactions", menu: "Transaction" },
    ],
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
  },
  {
    userId: "usr-catalog",
    menus: [{ key: "/products", menu: "Product" }],
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
  },
]);

const PAGES = [
  "/dashboard",
  "/products",
  "/transactions",
  "/stores",
  "/brands",
  "/vouchers",
  "/customer",
  "/banner",
  "/my-profile",
];

export const seedActivities = seeded<Activity>("activities", () => {
  const random = createRandom("activities");
  const now = anchor();
  const rows: Activity[] = [];
  let n = 0;
  for (const userId of STAFF_DEMO_IDS) {
    const email = DEMO_USERS.find(([id]) => id === userId)![1];
    for (let day = 14; day >= 1; day--) {
      const base = now - day * DAY;
      const push = (
        activityType: Activity["activityType"],
        at: number,
        pageUrl: string,
        isSuccess = true,
      ) => {
        n++;
        rows.push({
          activityId: `act-${n}`,
          userId,
          email,
          activityType,
          pageUrl,
          userAgent: DEVICES[0]![2],
          isSuccess,
          errorMessage: isSuccess ? "" : "Invalid email or password",
          createdAt: iso(at),
        });
      };
      if (random.chance(0.1)) push("LOGIN", base - 120_000, "/login", false);
      push("LOGIN", base, "/login");
      for (let p = 0; p < 3; p++) push("PAGEVIEW", base + (p + 1) * 300_000, random.pick(PAGES));
      push("LOGOUT", base + 4 * 3_600_000, "/login");
    }
  }
  return rows;
});
