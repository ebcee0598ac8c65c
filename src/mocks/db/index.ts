import {
  Collection,
  getDataSize,
  setCurrentDataSize,
  type AnyRecord,
  type DataSize,
} from "./collection";
import type { Activity } from "@/contract/account";
import type { BrandRecord } from "@/contract/brand";
import type { Category } from "@/contract/category";
import type { UserAddress } from "@/contract/address-book";
import type { ChangeLog } from "@/contract/change-log";
import type { Notification } from "@/contract/notification";
import type { Prescription } from "@/contract/prescription";
import type { ProductRecord } from "@/contract/product";
import type { StoreRecord } from "@/contract/store";
import type { Transaction } from "@/contract/transaction";
import type { LoyaltyRecord } from "@/contract/loyalty";
import type { RewardClaim, RewardRecord } from "@/contract/reward";
import type { WalletLedgerEntry, WalletPoint } from "@/contract/wallet-point";
import type { RoleRecord } from "@/contract/role";
import type { User } from "@/contract/user";
import type { VoucherCodeRecord, VoucherRecord } from "@/contract/voucher";
import { seeded } from "../lib/seed";
import { seedActivities } from "../handlers/account.seed";
import { seedAppConfigs } from "../handlers/app-configs.seed";
import { seedPageContents } from "../handlers/page-contents.seed";
import type { PageContent } from "@/contract/page-content";
import type { TemplateMessage } from "@/contract/template-message";
import type { PaymentAccount } from "@/contract/payment-account";
import type { PaymentChannelRecord } from "@/contract/payment-channel";
import { seedBanners } from "../handlers/banners.seed";
import type { BannerRecord } from "@/contract/banner";
import { seedBrands } from "../handlers/brands.seed";
import { seedCategories } from "../handlers/categories.seed";
import { seedChangeLogs } from "../handlers/change-logs.seed";
import { seedFaqGroups, seedFaqs } from "../handlers/faqs.seed";
import { seedLoyalty } from "../handlers/loyalty.seed";
import {
  seedNotificationSchedules,
  type StoredSchedule,
} from "../handlers/notification-schedules.seed";
import { seedSentNotifications } from "../handlers/sent-notifications.seed";
import type { CustomerNotification } from "@/contract/customer-notification";
import { seedNotifications } from "../handlers/notifications.seed";
import { seedPaymentAccounts } from "../handlers/payment-accounts.seed";
import { seedPaymentChannels } from "../handlers/payment-channels.seed";
import { seedPrescriptions } from "../handlers/prescriptions.seed";
import { seedProducts } from "../handlers/products.seed";
import { seedRewards } from "../handlers/rewards.seed";
import { seedRoles, seedSubRoles } from "../handlers/roles.seed";
import { seedFavoriteMenus } from "../handlers/shell.seed";
import { seedStores } from "../handlers/stores.seed";
import { seedTemplateMessages } from "../handlers/template-messages.seed";
import { seedTransactions } from "../handlers/transactions.seed";
import { seedUserAddresses } from "../handlers/user-addresses.seed";
import { seedUserDevices, type StoredUserDevice } from "../handlers/user-devices.seed";
import { seedCredentials, seedSessions, seedUsers } from "../handlers/users.seed";
import { seedEmailChanges, type EmailChange } from "../handlers/users.seed";
import { seedVoucherCodes, seedVouchers } from "../handlers/vouchers.seed";
import {
  seedRewardClaims,
  seedWalletLedger,
  seedWalletPoints,
} from "../handlers/wallet-points.seed";
import type {
  Credential,
  ResetSession,
  StoredFavoriteMenus,
  StoredMail,
  StoredSession,
  StoredSubRole,
} from "./internal";

const empty = <T>(name: string) => seeded<T>(name, () => []);

/** Every collection of the demo database. Adding one = one line here (and a seed). */
export const db = {
  roles: new Collection<RoleRecord>({
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
  subRoles: new Collection<StoredSubRole>({
    name: "subRoles",
    idField: "subRoleId",
    idPrefix: "srl",
    seed: seedSubRoles,
    searchFields: ["roleName"],
  }),
  sessions: new Collection<StoredSession>({
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
  outbox: new Collection<StoredMail>({
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
  favoriteMenus: new Collection<StoredFavoriteMenus>({
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
  brands: new Collection<BrandRecord>({
    name: "brands",
    idField: "brandId",
    idPrefix: "brd",
    seed: seedBrands,
    searchFields: ["brandName", "brandCode", "description"],
  }),
  stores: new Collection<StoreRecord>({
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
  products: new Collection<ProductRecord>({
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
    seed: seedTransactions,
    searchFields: ["transactionCode", "customerName", "customerEmail", "storeName", "paymentCode"],
  }),
  vouchers: new Collection<VoucherRecord>({
    name: "vouchers",
    idField: "voucherId",
    idPrefix: "vch",
    seed: seedVouchers,
    searchFields: ["voucherName", "description"],
  }),
  voucherCodes: new Collection<VoucherCodeRecord>({
    name: "voucherCodes",
    idField: "codeId",
    idPrefix: "vcd",
    seed: seedVoucherCodes,
    searchFields: ["code", "customerName", "transactionCode"],
  }),
  loyalty: new Collection<LoyaltyRecord>({
    name: "loyalty",
    idField: "loyaltyId",
    idPrefix: "lyl",
    seed: seedLoyalty,
    searchFields: ["loyaltyName", "description"],
  }),
  rewards: new Collection<RewardRecord>({
    name: "rewards",
    idField: "rewardId",
    idPrefix: "rwd",
    seed: seedRewards,
    searchFields: ["rewardName", "description"],
  }),
  walletPoints: new Collection<WalletPoint>({
    name: "walletPoints",
    idField: "wpId",
    idPrefix: "wp",
    seed: seedWalletPoints,
    searchFields: ["customerName", "customerEmail", "customerPhone"],
  }),
  walletLedger: new Collection<WalletLedgerEntry>({
    name: "walletLedger",
    idField: "entryId",
    idPrefix: "wle",
    seed: seedWalletLedger,
    searchFields: ["note", "transactionCode", "rewardName"],
  }),
  rewardClaims: new Collection<RewardClaim>({
    name: "rewardClaims",
    idField: "claimId",
    idPrefix: "rcl",
    seed: seedRewardClaims,
    searchFields: ["customerName", "rewardName"],
  }),
  banners: new Collection<BannerRecord>({
    name: "banners",
    idField: "bannerId",
    idPrefix: "bnr",
    seed: seedBanners,
    searchFields: ["title", "url"],
  }),
  faqGroups: new Collection<AnyRecord>({
    name: "faqGroups",
    idField: "faqGroupId",
    idPrefix: "fgr",
    seed: seedFaqGroups,
    searchFields: ["nameId", "nameEn"],
  }),
  faqs: new Collection<AnyRecord>({
    name: "faqs",
    idField: "faqId",
    idPrefix: "faq",
    seed: seedFaqs,
    searchFields: ["questionId", "questionEn", "answerId", "answerEn"],
  }),
  templateMessages: new Collection<TemplateMessage>({
    name: "templateMessages",
    idField: "templateId",
    idPrefix: "tpl",
    seed: seedTemplateMessages,
    searchFields: ["templateName", "subjectId", "subjectEn", "titleId", "titleEn"],
  }),
  notificationSchedules: new Collection<StoredSchedule>({
    name: "notificationSchedules",
    idField: "scheduleId",
    idPrefix: "nsc",
    seed: seedNotificationSchedules,
    searchFields: ["name", "title"],
  }),
  sentNotifications: new Collection<CustomerNotification>({
    name: "sentNotifications",
    idField: "notificationId",
    idPrefix: "snt",
    seed: seedSentNotifications,
    searchFields: ["title"],
  }),
  paymentAccounts: new Collection<PaymentAccount>({
    name: "paymentAccounts",
    idField: "paymentAccountId",
    idPrefix: "pac",
    seed: seedPaymentAccounts,
    searchFields: ["bankName", "bankCode", "accountHolder", "accountNumber", "branch"],
  }),
  paymentChannels: new Collection<PaymentChannelRecord>({
    name: "paymentChannels",
    idField: "paymentChannelId",
    idPrefix: "pch",
    seed: seedPaymentChannels,
    searchFields: ["channelName", "channelCode", "provider"],
  }),
  userDevices: new Collection<StoredUserDevice>({
    name: "userDevices",
    idField: "deviceId",
    idPrefix: "udv",
    seed: seedUserDevices,
    searchFields: ["userName", "deviceName", "platform"],
  }),
  userAddresses: new Collection<UserAddress>({
    name: "userAddresses",
    idField: "addressId",
    idPrefix: "adr",
    seed: seedUserAddresses,
    searchFields: ["label", "recipientName", "address.city", "address.street"],
  }),
  appConfigs: new Collection<AnyRecord>({
    name: "appConfigs",
    idField: "configId",
    idPrefix: "cfg",
    seed: seedAppConfigs,
    searchFields: ["key", "description"],
  }),
  pageContents: new Collection<PageContent>({
    name: "pageContents",
    idField: "pageId",
    idPrefix: "pgc",
    seed: seedPageContents,
    searchFields: ["slug", "titleId", "titleEn"],
  }),
  prescriptions: new Collection<Prescription>({
    name: "prescriptions",
    idField: "prescriptionId",
    idPrefix: "rx",
    seed: seedPrescriptions,
    searchFields: ["customerName", "examiner", "notes"],
  }),
  changeLogs: new Collection<ChangeLog>({
    name: "changeLogs",
    idField: "id",
    idPrefix: "chg",
    seed: seedChangeLogs,
    searchFields: ["entityName", "changedBy.name"],
  }),
  uploads: new Collection<AnyRecord>({
    name: "uploads",
    idField: "uploadId",
    idPrefix: "upl",
    seed: empty("uploads"),
  }),
  emailChanges: new Collection<EmailChange>({
    name: "emailChanges",
    idField: "changeId",
    idPrefix: "emc",
    seed: seedEmailChanges,
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
