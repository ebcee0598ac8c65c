import type { TFunction } from "i18next";
import { apiPath } from "@providers/data/api-path";
import { links } from "../links";
import type { BannerKind } from "../schema/banner-rules";

export type { BannerKind };

/**
 * The two lists over one entity (spec 2.2: "same pattern, shared banner types"): banners (`/banner`,
 * API `/banners`) and popup banners (`/popup-banner`, API `/popup-banners`). Each is its own area with
 * the BANNER permissions; the pages live here and take the kind.
 */
export const BANNER_AREAS = {
  banner: {
    resource: "banner",
    links: links.banner,
    reorderPath: apiPath("/banners/reorder"),
    exportName: "banners",
  },
  popup: {
    resource: "popup-banner",
    links: links.popupBanner,
    reorderPath: apiPath("/popup-banners/reorder"),
    exportName: "popup-banners",
  },
} satisfies Record<
  BannerKind,
  {
    resource: string;
    links: { show: (id: string) => string };
    reorderPath: string;
    exportName: string;
  }
>;

/** The texts that differ between the two kinds (static keys). */
export function bannerTexts(t: TFunction, kind: BannerKind) {
  return kind === "popup"
    ? {
        list: t("promotions:banners.titles.popupList"),
        create: t("promotions:banners.titles.popupCreate"),
        edit: t("promotions:banners.titles.popupEdit"),
        show: t("promotions:banners.titles.popupShow"),
        empty: t("promotions:banners.empty.popup"),
        live: t("promotions:banners.live.popupTitle"),
        liveHint: t("promotions:banners.live.popupHint"),
        liveTable: t("promotions:banners.live.popupTable"),
      }
    : {
        list: t("promotions:banners.titles.list"),
        create: t("promotions:banners.titles.create"),
        edit: t("promotions:banners.titles.edit"),
        show: t("promotions:banners.titles.show"),
        empty: t("promotions:banners.empty.banner"),
        live: t("promotions:banners.live.title"),
        liveHint: t("promotions:banners.live.hint"),
        liveTable: t("promotions:banners.live.table"),
      };
}
