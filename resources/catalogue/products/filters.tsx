import { useList } from "@refinedev/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBrandOptions } from "../components/use-brand-options";
import { productTypeLabel } from "../components/product-type";
import { FilterBar } from "@/components/crud/filter-bar";
import type { FilterOption } from "@/components/crud/filter-fields";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import { PRODUCT_TYPES } from "../lib/specifications";
import { statusLabel } from "./status-label";
import { PRODUCT_STATUSES } from "@/contract/rules";
import type { Product } from "../schema/product";
import { optionsOf } from "@/lib/options";

interface ProductFiltersProps {
  table: ResourceTable<Product>;
  brandOptions: FilterOption[];
  storeOptions: FilterOption[];
}

/** The brands and stores the product filters offer (the list's and the archive's). */
export function useProductFilterOptions() {
  const brands = useBrandOptions();
  const { result: stores } = useList<{ storeId: string; storeName: string }>({
    resource: "stores",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    sorters: [{ field: "storeName", order: "asc" }],
  });
  const storeOptions = useMemo(
    () => (stores.data ?? []).map((item) => ({ value: item.storeId, label: item.storeName })),
    [stores.data],
  );
  return { brands, storeOptions };
}

/** Type, brand, status, store and price range: all in the URL. */
export function ProductFilters({ table, brandOptions, storeOptions }: ProductFiltersProps) {
  const { t } = useTranslation("catalogue");
  return (
    <FilterBar
      table={table}
      filters={[
        {
          kind: "choices",
          field: "productType",
          label: t("catalogue:products.filters.productType"),
          minWidth: 170,
          options: optionsOf(PRODUCT_TYPES, (type) => productTypeLabel(t, type)),
        },
        {
          kind: "choice",
          field: "brandId",
          label: t("catalogue:products.filters.brandId"),
          width: 180,
          searchable: true,
          options: brandOptions,
        },
        {
          kind: "choice",
          field: "status",
          label: t("catalogue:products.filters.status"),
          width: 140,
          options: optionsOf(PRODUCT_STATUSES, (status) => statusLabel(t, status)),
        },
        {
          kind: "choice",
          field: "stocks.storeId",
          label: t("catalogue:products.filters.storeId"),
          width: 200,
          searchable: true,
          options: storeOptions,
        },
        {
          kind: "money",
          field: "price",
          minLabel: t("catalogue:products.filters.priceMin"),
          maxLabel: t("catalogue:products.filters.priceMax"),
          width: 150,
        },
      ]}
    />
  );
}
