import { useList } from "@refinedev/core";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBrandOptions } from "@resources/catalogue/exports";
import { FilterBar } from "@/components/crud/filter-bar";
import type { FilterOption } from "@/components/crud/filter-fields";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { Transaction } from "../schema/transaction";
import {
  PAYMENT_STATUSES,
  TRANSACTION_ATTENTION,
  TRANSACTION_STATUSES,
} from "../schema/transaction-rules";
import { attentionLabel } from "./labels";
import { paymentStatusLabel, statusLabel } from "./status-labels";
import { DATE_INPUT_FORMAT } from "@/lib/format";
import { optionsOf } from "@/lib/options";

/** The stores and payment channels the filters offer. */
export function useTransactionFilterOptions() {
  const { result: stores } = useList<{ storeId: string; storeName: string }>({
    resource: "stores",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    sorters: [{ field: "storeName", order: "asc" }],
  });
  const { result: channels } = useList<{ paymentChannelId: string; channelName: string }>({
    resource: "transaction-payment-channels",
    meta: { apiPath: "transactions/payment-channels" },
    pagination: { mode: "off" },
  });
  return useMemo(
    () => ({
      stores: (stores.data ?? []).map((store) => ({
        value: store.storeId,
        label: store.storeName,
      })),
      channels: (channels.data ?? []).map((channel) => ({
        value: channel.paymentChannelId,
        label: channel.channelName,
      })),
    }),
    [stores.data, channels.data],
  );
}

interface Props {
  table: ResourceTable<Transaction>;
  /** Null while the header's outlet decides the store. */
  storeOptions: FilterOption[] | null;
  channelOptions: FilterOption[];
}

/**
 * Needs attention (the dashboard's counts link here), order status, payment status, date range
 * (presets), store, brand, payment channel, total range.
 */
export function TransactionFilters({ table, storeOptions, channelOptions }: Props) {
  const { t } = useTranslation("transactions");
  const brands = useBrandOptions();
  return (
    <FilterBar
      table={table}
      filters={[
        {
          kind: "attention",
          width: 280,
          options: optionsOf(TRANSACTION_ATTENTION, (kind) => attentionLabel(t, kind)),
        },
        {
          kind: "choices",
          field: "status",
          label: t("transactions:filters.status"),
          minWidth: 180,
          options: optionsOf(TRANSACTION_STATUSES, (status) => statusLabel(t, status)),
        },
        {
          kind: "choice",
          field: "paymentStatus",
          label: t("transactions:filters.paymentStatus"),
          width: 170,
          options: optionsOf(PAYMENT_STATUSES, (status) => paymentStatusLabel(t, status)),
        },
        {
          kind: "dates",
          field: "createdAt",
          label: t("transactions:filters.dateRange"),
          placeholder: [t("transactions:filters.dateFrom"), t("transactions:filters.dateTo")],
          format: DATE_INPUT_FORMAT,
          presets: [
            {
              label: t("transactions:filters.presets.today"),
              value: [dayjs().startOf("day"), dayjs()],
            },
            {
              label: t("transactions:filters.presets.last7Days"),
              value: [dayjs().subtract(6, "day").startOf("day"), dayjs()],
            },
            {
              label: t("transactions:filters.presets.thisMonth"),
              value: [dayjs().startOf("month"), dayjs()],
            },
          ],
        },
        storeOptions && {
          kind: "choices",
          field: "storeId",
          label: t("transactions:filters.store"),
          minWidth: 190,
          searchable: true,
          options: storeOptions,
        },
        {
          kind: "choice",
          field: "brandId",
          label: t("transactions:filters.brand"),
          width: 170,
          searchable: true,
          options: brands.options,
        },
        {
          kind: "choices",
          field: "paymentChannelId",
          label: t("transactions:filters.paymentChannel"),
          minWidth: 190,
          searchable: true,
          options: channelOptions,
        },
        {
          kind: "money",
          field: "total",
          minLabel: t("transactions:filters.totalMin"),
          maxLabel: t("transactions:filters.totalMax"),
          width: 140,
        },
      ]}
    />
  );
}
