import type { AreaDefinition } from "@/lib/resource";

// The permission areas a domain brings beyond spec 6 (`resources/<domain>/permissions.ts`).
import.meta.glob("./*/permissions.ts", { eager: true });
import { adminArea } from "@resources/users/admins";
import { customerArea } from "@resources/users/customers";
import { brandChangeLogsArea } from "@resources/catalogue/brand-change-logs";
import { brandsArea } from "@resources/catalogue/brands";
import { categoriesArea } from "@resources/catalogue/categories";
import { productChangeLogsArea } from "@resources/catalogue/product-change-logs";
import { productsArea } from "@resources/catalogue/products";
import { prescriptionCheckerArea } from "@resources/catalogue/prescription-checker";
import { storeChangeLogsArea } from "@resources/catalogue/store-change-logs";
import { storesArea } from "@resources/catalogue/stores";
import { dashboard } from "@resources/dashboard/dashboard";
import { myActivity } from "@resources/account/my-activity";
import { myContacts } from "@resources/account/my-contacts";
import { myDashboard } from "@resources/dashboard/my-dashboard";
import { myProfile } from "@resources/account/my-profile";
import { syncData } from "@resources/account/sync-data";
import { userSessions } from "@resources/account/user-sessions";
import { rolesArea, subRolesArea } from "@resources/users/roles";
import { userDevicesArea } from "@resources/users/user-devices";
import { omnicareLinksArea } from "@resources/configuration/config-omnicare-links";
import { eyeTestConstantsArea } from "@resources/configuration/config-eye-test-constant";
import { shipmentSettingsArea } from "@resources/configuration/config-shipment";
import { pageContentArea } from "@resources/configuration/page-content";
import { contactUsArea } from "@resources/configuration/config-contact-us";
import { faqsArea } from "@resources/configuration/faqs";
import { faqGroupArea } from "@resources/configuration/faq-group";
import { activityArea } from "@resources/activity/feed";
import { templateMessageArea } from "@resources/notifications/template-message";
import { paymentAccountArea } from "@resources/payments/payment-account";
import { paymentChannelArea } from "@resources/payments/payment-channel";
import { vouchersArea } from "@resources/promotions/vouchers";
import { loyaltyArea } from "@resources/loyalty/loyalty";
import { walletPointsArea } from "@resources/loyalty/wallet-points";
import { rewardsArea } from "@resources/loyalty/rewards";
import { transactionsArea } from "@resources/transactions/transactions";
import { transactionChangeLogsArea } from "@resources/transactions/transaction-change-logs";
import { transactionSettingsArea } from "@resources/transactions/transaction-settings";
import { bannerArea } from "@resources/promotions/banner";
import { popupBannerArea } from "@resources/promotions/popup-banner";
import { notificationArea } from "@resources/notifications/notification";
import { notificationScheduleArea } from "@resources/notifications/notification-schedule";

/**
 * Every area of the console, in sidebar order within each group. Adding an
 * area = a folder under resources/ exporting its definition + one line here.
 */
export const areas: AreaDefinition[] = [
  dashboard,
  myDashboard,
  transactionsArea,
  transactionSettingsArea,
  transactionChangeLogsArea,
  storesArea,
  categoriesArea,
  productsArea,
  brandsArea,
  prescriptionCheckerArea,
  bannerArea,
  popupBannerArea,
  vouchersArea,
  productChangeLogsArea,
  brandChangeLogsArea,
  storeChangeLogsArea,
  loyaltyArea,
  walletPointsArea,
  rewardsArea,
  pageContentArea,
  contactUsArea,
  omnicareLinksArea,
  eyeTestConstantsArea,
  shipmentSettingsArea,
  faqsArea,
  faqGroupArea,
  activityArea,
  templateMessageArea,
  paymentAccountArea,
  paymentChannelArea,
  notificationArea,
  notificationScheduleArea,
  myProfile,
  userSessions,
  myActivity,
  myContacts,
  syncData,
  adminArea,
  customerArea,
  rolesArea,
  subRolesArea,
  userDevicesArea,
];
