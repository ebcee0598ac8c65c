import { useList } from "@refinedev/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBrandOptions } from "../components/use-brand-options";
import { productTypeLabel } from "../components/product-type";
import {
  ChoiceFilter,
  ChoicesFilter,
  MoneyRangeFilter,
  type FilterOption,
} from "@/components/crud/filter-fields";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import { PRODUCT_TYPES } from "../lib/specifications";
import { statusLabel } from "./status-label";
import { PRODUCT_STATUSES } from "@/contract/rules";
import type { Product } from "../schema/product";

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
    <>
      <ChoicesFilter
        table={table}
        field="productType"
        label={t("catalogue:products.filters.productType")}
        minWidth={170}
        options={PRODUCT_TYPES.map((type) => ({ value: type, label: productTypeLabel(t, type) }))}
      />
      <ChoiceFilter
        table={table}
        field="brandId"
        label={t("catalogue:products.filters.brandId")}
        width={180}
        searchable
        options={brandOptions}
      />
      <ChoiceFilter
        table={table}
        field="status"
        label={t("catalogue:products.filters.status")}
        width={140}
        options={PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: statusLabel(t, status),
        }))}
      />
      <ChoiceFilter
        table={table}
        field="stocks.storeId"
        label={t("catalogue:products.filters.storeId")}
        width={200}
        searchable
        options={storeOptions}
      />
      <MoneyRangeFilter
        table={table}
        field="price"
        minLabel={t("catalogue:products.filters.priceMin")}
        maxLabel={t("catalogue:products.filters.priceMax")}
        width={150}
      />
    </>
  );
}
