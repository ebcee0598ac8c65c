import { useList } from "@refinedev/core";
import { Flex, InputNumber, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBrandOptions } from "../components/use-brand-options";
import { productTypeLabel } from "../components/product-type";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import { PRODUCT_TYPES } from "../lib/specifications";
import { statusLabel } from "./status-label";
import { PRODUCT_STATUSES } from "@/contract/rules";
import type { Product } from "../schema/product";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";

interface ProductFiltersProps {
  table: ResourceTable<Product>;
  brandOptions: { value: string; label: string }[];
  storeOptions: { value: string; label: string }[];
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

const asArray = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map(String) : [String(value)];

/** Type, brand, status, store and price range: all in the URL. */
export function ProductFilters({ table, brandOptions, storeOptions }: ProductFiltersProps) {
  const { t } = useTranslation("catalogue");
  const money = {
    formatter: groupedInputFormatter,
    parser: groupedInputParser,
    style: { width: 150 },
  };
  return (
    <>
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label={t("catalogue:products.filters.productType")}
        placeholder={t("catalogue:products.filters.productType")}
        style={{ minWidth: 170 }}
        value={asArray(table.getFilter("productType", "in"))}
        onChange={(value: string[]) => table.setFilter("productType", "in", value)}
        options={PRODUCT_TYPES.map((type) => ({ value: type, label: productTypeLabel(t, type) }))}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t("catalogue:products.filters.brandId")}
        placeholder={t("catalogue:products.filters.brandId")}
        style={{ width: 180 }}
        value={table.getFilter<string>("brandId")}
        onChange={(value) => table.setFilter("brandId", "eq", value)}
        options={brandOptions}
      />
      <Select
        allowClear
        aria-label={t("catalogue:products.filters.status")}
        placeholder={t("catalogue:products.filters.status")}
        style={{ width: 140 }}
        value={table.getFilter<string>("status")}
        onChange={(value) => table.setFilter("status", "eq", value)}
        options={PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: statusLabel(t, status),
        }))}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t("catalogue:products.filters.storeId")}
        placeholder={t("catalogue:products.filters.storeId")}
        style={{ width: 200 }}
        value={table.getFilter<string>("stocks.storeId")}
        onChange={(value) => table.setFilter("stocks.storeId", "eq", value)}
        options={storeOptions}
      />
      <Flex gap={4} align="center">
        <InputNumber<number>
          {...money}
          aria-label={t("catalogue:products.filters.priceMin")}
          placeholder={t("catalogue:products.filters.priceMin")}
          value={table.getFilter<number>("price", "gte") ?? null}
          onChange={(value) => table.setFilter("price", "gte", value ?? undefined)}
        />
        <span aria-hidden>–</span>
        <InputNumber<number>
          {...money}
          aria-label={t("catalogue:products.filters.priceMax")}
          placeholder={t("catalogue:products.filters.priceMax")}
          value={table.getFilter<number>("price", "lte") ?? null}
          onChange={(value) => table.setFilter("price", "lte", value ?? undefined)}
        />
      </Flex>
    </>
  );
}
