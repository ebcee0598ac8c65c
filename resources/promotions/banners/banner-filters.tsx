import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ChoiceFilter } from "@/components/crud/filter-fields";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { Banner } from "../schema/banner";
import { BANNER_STATUSES, BANNER_TYPES } from "../schema/banner-rules";
import { bannerStatusLabel, bannerTypeLabel } from "./labels";

/** Status (from the dates, filtered by the server), type and active flag; kept in the URL. */
export function BannerFilters({ table }: { table: ResourceTable<Banner> }) {
  const { t } = useTranslation("promotions");
  return (
    <>
      <ChoiceFilter
        table={table}
        field="status"
        label={t("promotions:banners.fields.status")}
        width={150}
        options={BANNER_STATUSES.map((value) => ({ value, label: bannerStatusLabel(t, value) }))}
      />
      <ChoiceFilter
        table={table}
        field="bannerType"
        label={t("promotions:banners.fields.bannerType")}
        width={150}
        options={BANNER_TYPES.map((value) => ({ value, label: bannerTypeLabel(t, value) }))}
      />
      <ActiveFilter table={table} label={t("promotions:banners.fields.isActive")} />
    </>
  );
}
