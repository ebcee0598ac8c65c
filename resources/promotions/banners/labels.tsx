import { ValueTag } from "@/components/crud/value-tag";
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

const STATUS_COLORS: Record<BannerStatus, string> = {
  SCHEDULED: "blue",
  LIVE: "green",
  ENDED: "default",
  INACTIVE: "orange",
};

/** The status: scheduled (blue), live (green), ended (grey), switched off (orange). */
export function BannerStatusTag({ status }: { status: BannerStatus }) {
  return (
    <ValueTag ns="promotions" value={status} label={bannerStatusLabel} colors={STATUS_COLORS} />
  );
}

/** A banner's types, statuses, platforms and popup frequencies in words, for its change log. */
export const bannerValueLabels = (t: TFunction) => ({
  bannerType: (value: string) => bannerTypeLabel(t, value),
  status: (value: string) => bannerStatusLabel(t, value),
  platforms: (value: string) => platformLabel(t, value),
  frequency: (value: string) => frequencyLabel(t, value),
});
