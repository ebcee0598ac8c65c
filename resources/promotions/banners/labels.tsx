import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  BannerPlatform,
  BannerStatus,
  BannerType,
  PopupFrequency,
} from "../schema/banner-rules";

/** Spec 3's banner types, as the console names them (static keys). */
export function bannerTypeLabel(t: TFunction, type: BannerType | string): string {
  switch (type) {
    case "PRODUCT":
      return t("promotions:banners.types.PRODUCT");
    case "VOUCHER":
      return t("promotions:banners.types.VOUCHER");
    case "URL":
      return t("promotions:banners.types.URL");
    case "CUSTOM":
      return t("promotions:banners.types.CUSTOM");
    default:
      return type;
  }
}

export function bannerStatusLabel(t: TFunction, status: BannerStatus | string): string {
  switch (status) {
    case "SCHEDULED":
      return t("promotions:banners.status.SCHEDULED");
    case "LIVE":
      return t("promotions:banners.status.LIVE");
    case "ENDED":
      return t("promotions:banners.status.ENDED");
    case "INACTIVE":
      return t("promotions:banners.status.INACTIVE");
    default:
      return status;
  }
}

export function platformLabel(t: TFunction, platform: BannerPlatform | string): string {
  switch (platform) {
    case "WEB":
      return t("promotions:banners.platforms.WEB");
    case "APP":
      return t("promotions:banners.platforms.APP");
    default:
      return platform;
  }
}

export function frequencyLabel(t: TFunction, frequency: PopupFrequency | string): string {
  switch (frequency) {
    case "ONCE":
      return t("promotions:banners.frequencies.ONCE");
    case "ONCE_A_DAY":
      return t("promotions:banners.frequencies.ONCE_A_DAY");
    case "EVERY_VISIT":
      return t("promotions:banners.frequencies.EVERY_VISIT");
    default:
      return frequency;
  }
}

const STATUS_COLORS: Record<BannerStatus, string> = {
  SCHEDULED: "blue",
  LIVE: "green",
  ENDED: "default",
  INACTIVE: "orange",
};

/** The status: scheduled (blue), live (green), ended (grey), switched off (orange). */
export function BannerStatusTag({ status }: { status: BannerStatus }) {
  const { t } = useTranslation("promotions");
  return <Tag color={STATUS_COLORS[status]}>{bannerStatusLabel(t, status)}</Tag>;
}

/** A banner's types, statuses, platforms and popup frequencies in words, for its change log. */
export const bannerValueLabels = (t: TFunction) => ({
  bannerType: (value: string) => bannerTypeLabel(t, value),
  status: (value: string) => bannerStatusLabel(t, value),
  platforms: (value: string) => platformLabel(t, value),
  frequency: (value: string) => frequencyLabel(t, value),
});
