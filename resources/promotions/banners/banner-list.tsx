import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ACTIVE_BULK, AreaList } from "@/components/crud/area-list";
import type { Banner } from "../schema/banner";
import { bannerColumns } from "./banner-columns";
import bannerCsv from "./banners.csv";
import { BannerFilters } from "./banner-filters";
import { BANNER_AREAS, bannerTexts, type BannerKind } from "./kinds";
import { LiveOrder } from "./live-order";
import { type RecordPermissions, useAccess } from "@/hooks/use-access";

/**
 * /banner and /popup-banner: the live ones in their display order (reordered by dragging), then every
 * banner with its thumbnail, type, target, period and status; searched, filtered by status and type.
 */
export function BannerList({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation("promotions");
  const { resource, exportName } = BANNER_AREAS[kind];
  const canEdit = useAccess(resource, "edit");
  const columns = useCallback(
    (tc: TFunction, can: RecordPermissions) => bannerColumns(tc, kind, can),
    [kind],
  );
  const texts = bannerTexts(t, kind);
  return (
    <AreaList<Banner>
      resource={resource}
      rowKey="bannerId"
      title={texts.list}
      searchPlaceholder={t("promotions:banners.filters.search")}
      initialSorters={[{ field: "startAt", order: "desc" }]}
      columns={columns}
      csv={bannerCsv}
      // Banners have no archive page (spec 2.2): an ended banner simply ends; delete removes one.
      deny={{ archive: false }}
      exportName={exportName}
      emptyText={texts.empty}
      bulk={ACTIVE_BULK}
      filters={(table) => <BannerFilters table={table} />}
    >
      <LiveOrder kind={kind} canEdit={canEdit} />
    </AreaList>
  );
}
