/**
 * A banner's type, status, platforms and popup frequency in words, in a module of their own without
 * React: the pages that name them and the list's CSV export (written in a worker, without React) read
 * them here.
 */
import type { TFunction } from "i18next";
import { valueLabel } from "@/lib/value-labels";
import type {
  BannerPlatform,
  BannerStatus,
  BannerType,
  PopupFrequency,
} from "../schema/banner-rules";

/** Spec 3's banner types, as the console names them (static keys). */
export const bannerTypeLabel = valueLabel<BannerType>({
  PRODUCT: "promotions:banners.types.PRODUCT",
  VOUCHER: "promotions:banners.types.VOUCHER",
  URL: "promotions:banners.types.URL",
  CUSTOM: "promotions:banners.types.CUSTOM",
});

export const bannerStatusLabel = valueLabel<BannerStatus>({
  SCHEDULED: "promotions:banners.status.SCHEDULED",
  LIVE: "promotions:banners.status.LIVE",
  ENDED: "promotions:banners.status.ENDED",
  INACTIVE: "promotions:banners.status.INACTIVE",
});

export const platformLabel = valueLabel<BannerPlatform>({
  WEB: "promotions:banners.platforms.WEB",
  APP: "promotions:banners.platforms.APP",
});

export const frequencyLabel = valueLabel<PopupFrequency>({
  ONCE: "promotions:banners.frequencies.ONCE",
  ONCE_A_DAY: "promotions:banners.frequencies.ONCE_A_DAY",
  EVERY_VISIT: "promotions:banners.frequencies.EVERY_VISIT",
});

/** A banner's platforms in words, on one line ("Web shop, Mobile app"). */
export const platformsText = (t: TFunction, platforms: readonly BannerPlatform[]): string =>
  platforms.map((platform) => platformLabel(t, platform)).join(", ");
