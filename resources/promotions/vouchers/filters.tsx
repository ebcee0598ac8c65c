import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { AttentionFilter, ChoiceFilter, ChoicesFilter } from "@/components/crud/filter-fields";
import { useBrandOptions } from "@resources/catalogue/exports";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { Voucher } from "../schema/voucher";
import { DISCOUNT_TYPES, VOUCHER_ATTENTION, VOUCHER_STATUSES } from "../schema/voucher-rules";
import { attentionLabel, discountTypeLabel, statusLabel } from "./labels";

/**
 * Needs attention and status (both from dates and usage, filtered by the server), brand, discount
 * type and active: in the URL.
 */
export function VoucherFilters({ table }: { table: ResourceTable<Voucher> }) {
  const { t } = useTranslation("promotions");
  const brands = useBrandOptions();
  return (
    <>
      <AttentionFilter
        table={table}
        options={VOUCHER_ATTENTION.map((kind) => ({ value: kind, label: attentionLabel(t, kind) }))}
      />
      <ChoicesFilter
        table={table}
        field="status"
        label={t("promotions:vouchers.filters.status")}
        minWidth={170}
        // The list holds no archived voucher (the archive page does): no Archived choice here.
        options={VOUCHER_STATUSES.filter((status) => status !== "ARCHIVED").map((status) => ({
          value: status,
          label: statusLabel(t, status),
        }))}
      />
      <ChoiceFilter
        table={table}
        field="brandId"
        label={t("promotions:vouchers.filters.brand")}
        width={180}
        searchable
        options={brands.options}
      />
      <ChoiceFilter
        table={table}
        field="discountType"
        label={t("promotions:vouchers.filters.discountType")}
        width={170}
        options={DISCOUNT_TYPES.map((type) => ({ value: type, label: discountTypeLabel(t, type) }))}
      />
      <ActiveFilter table={table} label={t("promotions:vouchers.filters.isActive")} />
    </>
  );
}
