import { useTranslation } from "react-i18next";
import { FilterBar } from "@/components/crud/filter-bar";
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
    <FilterBar
      table={table}
      filters={[
        {
          kind: "choice",
          field: "companyBrandId",
          label: t("catalogue:stores.filters.brand"),
          width: 200,
          searchable: true,
          loading: brands.loading,
          options: brands.options,
        },
        { kind: "active", label: t("catalogue:stores.filters.isActive") },
      ]}
    />
  );
}
