import { domainLinks } from "@/lib/domain-links";
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
export const links = domainLinks<{
  contactUs: typeof contactUsArea;
  eyeTestConstants: typeof eyeTestConstantsArea;
  omnicareLinks: typeof omnicareLinksArea;
  shipment: typeof shipmentSettingsArea;
  faqGroup: typeof faqGroupArea;
  faq: typeof faqsArea;
  pageContent: typeof pageContentArea;
}>({
  contactUs: "config-contact-us",
  eyeTestConstants: "config-eye-test-constant",
  omnicareLinks: "config-omnicare-links",
  shipment: "config-shipment",
  faqGroup: "faq-group",
  faq: "faqs",
  pageContent: "page-content",
});
