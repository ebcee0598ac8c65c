import { areaLinks } from "@/lib/resource";
import type { contactUsArea } from "./config-contact-us";
import type { eyeTestConstantsArea } from "./config-eye-test-constant";
import type { omnicareLinksArea } from "./config-omnicare-links";
import type { shipmentSettingsArea } from "./config-shipment";
import type { faqGroupArea } from "./faq-group";
import type { faqsArea } from "./faqs";
import type { pageContentArea } from "./page-content";

/**
 * Typed links to the configuration pages, built from their area declarations (`links.contactUs.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  contactUs: areaLinks<typeof contactUsArea>("config-contact-us"),
  eyeTestConstants: areaLinks<typeof eyeTestConstantsArea>("config-eye-test-constant"),
  omnicareLinks: areaLinks<typeof omnicareLinksArea>("config-omnicare-links"),
  shipment: areaLinks<typeof shipmentSettingsArea>("config-shipment"),
  faqGroup: areaLinks<typeof faqGroupArea>("faq-group"),
  faq: areaLinks<typeof faqsArea>("faqs"),
  pageContent: areaLinks<typeof pageContentArea>("page-content"),
};
