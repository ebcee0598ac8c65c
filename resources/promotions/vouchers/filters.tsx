import { useTranslation } from "react-i18next";
import { FilterBar, type FilterSpec } from "@/components/crud/filter-bar";
import { useBrandOptions } from "@resources/catalogue/exports";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { Voucher } from "../schema/voucher";
import { DISCOUNT_TYPES, VOUCHER_ATTENTION, VOUCHER_STATUSES } from "../schema/voucher-rules";
import { attentionLabel } from "./labels";
import { discountTypeLabel, statusLabel } from "./voucher-labels";
import { optionsOf } from "@/lib/options";

/**
 * Needs attention and status (both from dates and usage, filtered by the server), brand, discount
 * type and active: in the URL. The archive (`archive`) leaves out the first two: every voucher there
 * is archived, none needs attention.
 */
export function VoucherFilters({
  table,
  archive = false,
}: {
  table: ResourceTable<Voucher>;
  archive?: boolean;
}) {
  const { t } = useTranslation("promotions");
  const brands = useBrandOptions();
  const live: FilterSpec[] = [
    {
      kind: "attention",
      options: optionsOf(VOUCHER_ATTENTION, (kind) => attentionLabel(t, kind)),
    },
    {
      kind: "choices",
      field: "status",
      label: t("promotions:vouchers.filters.status"),
      minWidth: 170,
      // The list holds no archived voucher (the archive page does): no Archived choice here.
      options: optionsOf(
        VOUCHER_STATUSES.filter((status) => status !== "ARCHIVED"),
        (status) => statusLabel(t, status),
      ),
    },
  ];
  return (
    <FilterBar
      table={table}
      filters={[
        ...(archive ? [] : live),
        {
          kind: "choice",
          field: "brandId",
          label: t("promotions:vouchers.filters.brand"),
          width: 180,
          searchable: true,
          options: brands.options,
        },
        {
          kind: "choice",
          field: "discountType",
          label: t("promotions:vouchers.filters.discountType"),
          width: 170,
          options: optionsOf(DISCOUNT_TYPES, (type) => discountTypeLabel(t, type)),
        },
        { kind: "active", label: t("promotions:vouchers.filters.isActive") },
      ]}
    />
  );
}
