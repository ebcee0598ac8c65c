import { ValueTag } from "@/components/crud/value-tag";
import type { TFunction } from "i18next";
import type { BannerStatus } from "../schema/banner-rules";
import { bannerStatusLabel, bannerTypeLabel, frequencyLabel, platformLabel } from "./banner-labels";

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
