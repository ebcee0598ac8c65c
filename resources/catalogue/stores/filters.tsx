import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { useBrandOptions } from "../components/use-brand-options";
import type { Store } from "../schema/store";

/** Brand and active: the store list's and the store archive's filters (in the URL). */
export function StoreFilters({
  table,
  brands,
}: {
  table: ResourceTable<Store>;
  brands: ReturnType<typeof useBrandOptions>;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t("catalogue:stores.filters.brand")}
        placeholder={t("catalogue:stores.filters.brand")}
        style={{ width: 200 }}
        loading={brands.loading}
        value={table.getFilter<string>("companyBrandId")}
        onChange={(value) => table.setFilter("companyBrandId", "eq", value)}
        options={brands.options}
      />
      <ActiveFilter table={table} label={t("catalogue:stores.filters.isActive")} />
    </>
  );
}
