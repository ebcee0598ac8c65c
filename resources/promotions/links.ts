import { areaLinks } from "@/lib/resource";
import type { bannerArea } from "./banner";
import type { popupBannerArea } from "./popup-banner";
import type { vouchersArea } from "./vouchers";

/**
 * Typed links to the promotions pages, built from their area declarations (`links.banner.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  banner: areaLinks<typeof bannerArea>("banner"),
  popupBanner: areaLinks<typeof popupBannerArea>("popup-banner"),
  voucher: areaLinks<typeof vouchersArea>("vouchers"),
};
