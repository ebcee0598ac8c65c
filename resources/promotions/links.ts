import { domainLinks } from "@/lib/domain-links";
import type { bannerArea } from "./banner";
import type { popupBannerArea } from "./popup-banner";
import type { vouchersArea } from "./vouchers";

/**
 * Typed links to the promotions pages, built from their area declarations (`links.banner.list()`); other
 * domains use them through exports.ts.
 */
export const links = domainLinks<{
  banner: typeof bannerArea;
  popupBanner: typeof popupBannerArea;
  voucher: typeof vouchersArea;
}>({
  banner: "banner",
  popupBanner: "popup-banner",
  voucher: "vouchers",
});
