import { defineCsv } from "@/components/crud/csv-writers";
import { formatDateTimePeriod } from "@/lib/format";
import type { Banner } from "../schema/banner";
import { bannerStatusLabel, bannerTypeLabel, platformsText } from "./banner-labels";
import { bannerTargetText } from "./banner-target-text";

/**
 * The CSV cells of the banner list and the popup banner list (the same columns for both kinds, so the
 * writers need nothing of the page), written in the export's worker.
 */
export default defineCsv<Banner>("banners", {
  bannerType: (banner, { t }) => bannerTypeLabel(t, banner.bannerType),
  target: bannerTargetText,
  // The period in one cell: from its start to its end.
  startAt: (banner) => formatDateTimePeriod(banner.startAt, banner.endAt),
  status: (banner, { t }) => bannerStatusLabel(t, banner.status),
  platforms: (banner, { t }) => platformsText(t, banner.platforms),
});
