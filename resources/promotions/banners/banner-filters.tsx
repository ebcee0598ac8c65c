import { useTranslation } from "react-i18next";
import { FilterBar } from "@/components/crud/filter-bar";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { Banner } from "../schema/banner";
import { BANNER_STATUSES, BANNER_TYPES } from "../schema/banner-rules";
import { bannerStatusLabel, bannerTypeLabel } from "./banner-labels";
import { optionsOf } from "@/lib/options";

/** Status (from the dates, filtered by the server), type and active flag; kept in the URL. */
export function BannerFilters({ table }: { table: ResourceTable<Banner> }) {
  const { t } = useTranslation("promotions");
  return (
    <FilterBar
      table={table}
      filters={[
        {
          kind: "choice",
          field: "status",
          label: t("promotions:banners.fields.status"),
          width: 150,
          options: optionsOf(BANNER_STATUSES, (value) => bannerStatusLabel(t, value)),
        },
        {
          kind: "choice",
          field: "bannerType",
          label: t("promotions:banners.fields.bannerType"),
          width: 150,
          options: optionsOf(BANNER_TYPES, (value) => bannerTypeLabel(t, value)),
        },
        { kind: "active", label: t("promotions:banners.fields.isActive") },
      ]}
    />
  );
}
