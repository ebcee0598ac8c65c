import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { useBrandOptions } from "@resources/catalogue/exports";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { Voucher } from "../schema/voucher";
import { DISCOUNT_TYPES, VOUCHER_STATUSES } from "../schema/voucher-rules";
import { discountTypeLabel, statusLabel } from "./labels";

const asArray = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map(String) : [String(value)];

/** Status (from dates and usage, filtered by the server), brand, discount type and active: in the URL. */
export function VoucherFilters({ table }: { table: ResourceTable<Voucher> }) {
  const { t } = useTranslation("promotions");
  const brands = useBrandOptions();
  return (
    <>
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label={t("promotions:vouchers.filters.status")}
        placeholder={t("promotions:vouchers.filters.status")}
        style={{ minWidth: 170 }}
        value={asArray(table.getFilter("status", "in"))}
        onChange={(value: string[]) => table.setFilter("status", "in", value)}
        // The list holds no archived voucher (the archive page does): no Archived choice here.
        options={VOUCHER_STATUSES.filter((status) => status !== "ARCHIVED").map((status) => ({
          value: status,
          label: statusLabel(t, status),
        }))}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t("promotions:vouchers.filters.brand")}
        placeholder={t("promotions:vouchers.filters.brand")}
        style={{ width: 180 }}
        value={table.getFilter<string>("brandId")}
        onChange={(value) => table.setFilter("brandId", "eq", value)}
        options={brands.options}
      />
      <Select
        allowClear
        aria-label={t("promotions:vouchers.filters.discountType")}
        placeholder={t("promotions:vouchers.filters.discountType")}
        style={{ width: 170 }}
        value={table.getFilter<string>("discountType")}
        onChange={(value) => table.setFilter("discountType", "eq", value)}
        options={DISCOUNT_TYPES.map((type) => ({ value: type, label: discountTypeLabel(t, type) }))}
      />
      <ActiveFilter table={table} label={t("promotions:vouchers.filters.isActive")} />
    </>
  );
}
