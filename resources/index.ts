import type { AreaDefinition } from "@/lib/resource";
import { adminArea } from "./admins";
import { customerArea } from "./customers";
import { brandChangeLogsArea } from "./brand-change-logs";
import { brandsArea } from "./brands";
import { categoriesArea } from "./categories";
import { productChangeLogsArea } from "./product-change-logs";
import { productsArea } from "./products";
import { prescriptionCheckerArea } from "./simulate-prescription-checker";
import { storeChangeLogsArea } from "./store-change-logs";
import { storesArea } from "./stores";
import { dashboard } from "./dashboard";
import { myActivity } from "./my-activity";
import { myContacts } from "./my-contacts";
import { myDashboard } from "./my-dashboard";
import { myProfile } from "./my-profile";
import { syncData } from "./sync-data";
import { userSessions } from "./user-sessions";
import { rolesArea, subRolesArea } from "./roles";
import { userDevicesArea } from "./user-devices";
import { omnicareLinksArea } from "./config-omnicare-links";
import { eyeTestConstantsArea } from "./config-eye-test-constant";
import { shipmentSettingsArea } from "./config-shipment";
import { pageContentArea } from "./page-content";
import { contactUsArea } from "./config-contact-us";
import { faqsArea } from "./faqs";
import { faqGroupArea } from "./faq-group";
import { templateMessageArea } from "./template-message";
import { paymentAccountArea } from "./payment-account";
import { paymentChannelArea } from "./payment-channel";
import { vouchersArea } from "./vouchers";
import { loyaltyArea } from "./loyalty";
import { walletPointsArea } from "./wallet-points";
import { rewardsArea } from "./rewards";
import { transactionsArea } from "./transactions";
import { transactionChangeLogsArea } from "./transaction-change-logs";
import { transactionSettingsArea } from "./transaction-settings";
import { bannerArea } from "./banner";
import { popupBannerArea } from "./popup-banner";
import { notificationArea } from "./notification";
import { notificationScheduleArea } from "./notification-schedule";

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
