import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Banner } from "../schema/banner";
import { bannerColumns } from "./banner-columns";
import { BannerFilters } from "./banner-filters";
import { BANNER_AREAS, bannerTexts, type BannerKind } from "./kinds";
import { LiveOrder } from "./live-order";
import { useAccess } from "@/hooks/use-access";

/**
 * /banner and /popup-banner: the live ones in their display order (reordered by dragging), then every
 * banner with its thumbnail, type, target, period and status; searched, filtered by status and type.
 */
export function BannerList({ kind }: { kind: BannerKind }) {
  const { t, i18n } = useTranslation("promotions");
  const { resource, exportName } = BANNER_AREAS[kind];
  const table = useResourceTable<Banner>({ initialSorters: [{ field: "startAt", order: "desc" }] });
  const permissions = useAccess(resource);
  // Banners have no archive page (spec 2.2): an ended banner simply ends; delete removes one.
  const can = useMemo(() => ({ ...permissions, archive: false }), [permissions]);
  const columns = useMemo(
    () => bannerColumns(t, kind, can),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, kind, can],
  );
  const texts = bannerTexts(t, kind);
  return (
    <ListPage title={texts.list}>
      <LiveOrder kind={kind} canEdit={can.edit} />
      <ResourceList<Banner>
        resource={resource}
        table={table}
        columns={columns}
        rowKey="bannerId"
        label={texts.list}
        searchPlaceholder={t("promotions:banners.filters.search")}
        exportName={exportName}
        emptyText={texts.empty}
        bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
        filters={<BannerFilters table={table} />}
      />
    </ListPage>
  );
}
