import type { TFunction } from "i18next";
import type { BannerKind } from "../schema/banner-rules";

export type { BannerKind };

/**
 * The two lists over one entity (spec 2.2: "same pattern, shared banner types"): banners (`/banner`,
 * API `/banners`) and popup banners (`/popup-banner`, API `/popup-banners`). Each is its own area with
 * the BANNER permissions; the pages live here and take the kind.
 */
export const BANNER_AREAS: Record<
  BannerKind,
  { resource: string; apiPath: string; exportName: string }
> = {
  banner: { resource: "banner", apiPath: "banners", exportName: "banners" },
  popup: { resource: "popup-banner", apiPath: "popup-banners", exportName: "popup-banners" },
};

/** The texts that differ between the two kinds (static keys). */
export function bannerTexts(t: TFunction, kind: BannerKind) {
  return kind === "popup"
    ? {
        list: t("banners:titles.popupList"),
        create: t("banners:titles.popupCreate"),
        edit: t("banners:titles.popupEdit"),
        show: t("banners:titles.popupShow"),
        empty: t("banners:empty.popup"),
        live: t("banners:live.popupTitle"),
        liveHint: t("banners:live.popupHint"),
        liveTable: t("banners:live.popupTable"),
      }
    : {
        list: t("banners:titles.list"),
        create: t("banners:titles.create"),
        edit: t("banners:titles.edit"),
        show: t("banners:titles.show"),
        empty: t("banners:empty.banner"),
        live: t("banners:live.title"),
        liveHint: t("banners:live.hint"),
        liveTable: t("banners:live.table"),
      };
}
