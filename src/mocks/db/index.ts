import {
  Collection,
  getDataSize,
  setCurrentDataSize,
  type AnyRecord,
  type DataSize,
} from "./collection";
import { seedBrands, seedCategories, seedProducts, seedStores } from "./seed/catalogue";
import {
  seedActivities,
  seedCredentials,
  seedFavoriteMenus,
  seedNotifications,
  seedRoles,
  seedSessions,
  seedSubRoles,
  seedUsers,
} from "./seed/people";
import { seeded } from "./seed/common";
import type {
  Activity,
  Brand,
  Category,
  ChangeLog,
  Credential,
  FavoriteMenus,
  Notification,
  OutboxMail,
  Product,
  ResetSession,
  Role,
  Session,
  Store,
  SubRole,
  Transaction,
  User,
} from "./types";
import * as more from "./seed/more";

const empty = <T>(name: string) => seeded<T>(name, () => []);

/** Every collection of the demo database. Adding one = one line here (and a seed). */
export const db = {
  roles: new Collection<Role>({
    name: "roles",
    idField: "roleId",
    idPrefix: "rol",
    seed: seedRoles,
    searchFields: ["roleName", "description"],
  }),
  users: new Collection<User>({
    name: "users",
    idField: "userId",
    idPrefix: "usr",
    seed: seedUsers,
    searchFields: ["name", "email", "phone"],
  }),
  credentials: new Collection<Credential>({
    name: "credentials",
    idField: "userId",
    idPrefix: "crd",
    seed: seedCredentials,
  }),
  subRoles: new Collection<SubRole>({
    name: "subRoles",
    idField: "subRoleId",
    idPrefix: "srl",
    seed: seedSubRoles,
    searchFields: ["roleName", "brandName"],
  }),
  sessions: new Collection<Session>({
    name: "sessions",
    idField: "sessionId",
    idPrefix: "ses",
    seed: seedSessions,
  }),
  resetSessions: new Collection<ResetSession>({
    name: "resetSessions",
    idField: "sessionId",
    idPrefix: "rst",
    seed: empty("resetSessions"),
  }),
  outbox: new Collection<OutboxMail>({
    name: "outbox",
    idField: "mailId",
    idPrefix: "mail",
    seed: empty("outbox"),
  }),
  activities: new Collection<Activity>({
    name: "activities",
    idField: "activityId",
    idPrefix: "act",
    seed: seedActivities,
    searchFields: ["pageUrl", "activityType"],
  }),
  favoriteMenus: new Collection<FavoriteMenus>({
    name: "favoriteMenus",
    idField: "userId",
    idPrefix: "fav",
    seed: seedFavoriteMenus,
  }),
  notifications: new Collection<Notification>({
    name: "notifications",
    idField: "id",
    idPrefix: "ntf",
    seed: seedNotifications,
    searchFields: ["title", "message"],
  }),
  brands: new Collection<Brand>({
    name: "brands",
    idField: "brandId",
    idPrefix: "brd",
    seed: seedBrands,
    searchFields: ["brandName", "brandCode", "description"],
  }),
  stores: new Collection<Store>({
    name: "stores",
    idField: "storeId",
    idPrefix: "str",
    seed: seedStores,
    searchFields: ["storeName", "storeCode", "address.city", "address.province", "email", "phone"],
  }),
  categories: new Collection<Category>({
    name: "categories",
    idField: "categoryId",
    idPrefix: "cat",
    seed: seedCategories,
    searchFields: ["categoryName"],
  }),
  products: new Collection<Product>({
    name: "products",
    idField: "productId",
    idPrefix: "prd",
    seed: seedProducts,
    searchFields: ["productName", "sku", "description"],
  }),
  transactions: new Collection<Transaction>({
    name: "transactions",
    idField: "transactionId",
    idPrefix: "trx",
    seed: more.seedTransactions,
    searchFields: ["transactionCode", "customerName", "customerEmail", "storeName", "paymentCode"],
  }),
  vouchers: new Collection<AnyRecord>({
    name: "vouchers",
    idField: "voucherId",
    idPrefix: "vch",
    seed: more.seedVouchers,
    searchFields: ["voucherCode", "voucherName"],
  }),
  loyalty: new Collection<AnyRecord>({
    name: "loyalty",
    idField: "loyaltyId",
    idPrefix: "lyl",
    seed: more.seedLoyalty,
    searchFields: ["loyaltyName", "description"],
  }),
  rewards: new Collection<AnyRecord>({
    name: "rewards",
    idField: "rewardId",
    idPrefix: "rwd",
    seed: more.seedRewards,
    searchFields: ["rewardName", "description"],
  }),
  walletPoints: new Collection<AnyRecord>({
    name: "walletPoints",
    idField: "wpId",
    idPrefix: "wp",
    seed: more.seedWalletPoints,
    searchFields: ["customerName", "description"],
  }),
  banners: new Collection<AnyRecord>({
    name: "banners",
    idField: "bannerId",
    idPrefix: "bnr",
    seed: more.seedBanners,
    searchFields: ["title", "url"],
  }),
  faqGroups: new Collection<AnyRecord>({
    name: "faqGroups",
    idField: "faqGroupId",
    idPrefix: "fgr",
    seed: more.seedFaqGroups,
    searchFields: ["groupName"],
  }),
  faqs: new Collection<AnyRecord>({
    name: "faqs",
    idField: "faqId",
    idPrefix: "faq",
    seed: more.seedFaqs,
    searchFields: ["question", "answer"],
  }),
  templateMessages: new Collection<AnyRecord>({
    name: "templateMessages",
    idField: "templateId",
    idPrefix: "tpl",
    seed: more.seedTemplateMessages,
    searchFields: ["templateName", "subject", "title", "event"],
  }),
  notificationSchedules: new Collection<AnyRecord>({
    name: "notificationSchedules",
    idField: "scheduleId",
    idPrefix: "nsc",
    seed: more.seedNotificationSchedules,
    searchFields: ["title", "message"],
  }),
  paymentAccounts: new Collection<AnyRecord>({
    name: "paymentAccounts",
    idField: "paymentAccountId",
    idPrefix: "pac",
    seed: more.seedPaymentAccounts,
    searchFields: ["bankName", "accountName", "accountNumber"],
  }),
  paymentChannels: new Collection<AnyRecord>({
    name: "paymentChannels",
    idField: "paymentChannelId",
    idPrefix: "pch",
    seed: more.seedPaymentChannels,
    searchFields: ["channelName", "channelCode", "provider"],
  }),
  userDevices: new Collection<AnyRecord>({
    name: "userDevices",
    idField: "deviceId",
    idPrefix: "udv",
    seed: more.seedUserDevices,
    searchFields: ["userName", "deviceName", "platform"],
  }),
  appConfigs: new Collection<AnyRecord>({
    name: "appConfigs",
    idField: "configId",
    idPrefix: "cfg",
    seed: more.seedAppConfigs,
    searchFields: ["key", "description"],
  }),
  prescriptions: new Collection<AnyRecord>({
    name: "prescriptions",
    idField: "prescriptionId",
    idPrefix: "rx",
    seed: more.seedPrescriptions,
    searchFields: ["customerName", "notes"],
  }),
  changeLogs: new Collection<ChangeLog>({
    name: "changeLogs",
    idField: "id",
    idPrefix: "chg",
    seed: more.seedChangeLogs,
    searchFields: ["entityName", "changedBy.name"],
  }),
  uploads: new Collection<AnyRecord>({
    name: "uploads",
    idField: "uploadId",
    idPrefix: "upl",
    seed: empty("uploads"),
  }),
};

export type Db = typeof db;
export type CollectionName = keyof Db;

export const allCollections = () => Object.values(db) as unknown as Collection<AnyRecord>[];

/** Back to the seed (overlays from persistence may be given per collection name). */
export function resetDb(overlays: Partial<Record<string, Map<string, AnyRecord | null>>> = {}) {
  for (const collection of allCollections()) collection.reset(overlays[collection.name]);
}

export function setDataSize(size: DataSize) {
  if (size !== getDataSize()) {
    setCurrentDataSize(size);
    resetDb();
  }
}

export { getDataSize };
