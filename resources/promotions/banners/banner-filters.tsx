import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { Banner } from "../schema/banner";
import { BANNER_STATUSES, BANNER_TYPES } from "../schema/banner-rules";
import { bannerStatusLabel, bannerTypeLabel } from "./labels";

/** Status (from the dates, filtered by the server), type and active flag; kept in the URL. */
export function BannerFilters({ table }: { table: ResourceTable<Banner> }) {
  const { t } = useTranslation("promotions");
  return (
    <>
      <Select
        allowClear
        aria-label={t("promotions:banners.fields.status")}
        placeholder={t("promotions:banners.fields.status")}
        style={{ width: 150 }}
        value={table.getFilter<string>("status")}
        onChange={(value) => table.setFilter("status", "eq", value)}
        options={BANNER_STATUSES.map((value) => ({ value, label: bannerStatusLabel(t, value) }))}
      />
      <Select
        allowClear
        aria-label={t("promotions:banners.fields.bannerType")}
        placeholder={t("promotions:banners.fields.bannerType")}
        style={{ width: 150 }}
        value={table.getFilter<string>("bannerType")}
        onChange={(value) => table.setFilter("bannerType", "eq", value)}
        options={BANNER_TYPES.map((value) => ({ value, label: bannerTypeLabel(t, value) }))}
      />
      <ActiveFilter table={table} label={t("promotions:banners.fields.isActive")} />
    </>
  );
}
