import type { Banner } from "../schema/banner";

/**
 * Where a tap on the banner leads, as text: the URL, else the product's or voucher's name. In a module
 * of its own without React, for the list's CSV export (written in a worker, without React).
 */
export const bannerTargetText = (banner: Banner) =>
  banner.bannerType === "URL" ? (banner.url ?? "") : (banner.targetName ?? "");
