import { useList } from "@refinedev/core";
import { DatePicker, Flex, InputNumber, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBrandOptions } from "@resources/catalogue/exports";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { Transaction } from "../schema/transaction";
import { PAYMENT_STATUSES, TRANSACTION_STATUSES } from "../schema/transaction-rules";
import { paymentStatusLabel, statusLabel } from "./labels";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";

const asArray = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map(String) : [String(value)];

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
  storeOptions: { value: string; label: string }[] | null;
  channelOptions: { value: string; label: string }[];
}

/** Order status, payment status, date range (presets), store, brand, payment channel, total range. */
export function TransactionFilters({ table, storeOptions, channelOptions }: Props) {
  const { t } = useTranslation("transactions");
  const brands = useBrandOptions();
  const from = table.getFilter<string>("createdAt", "gte");
  const to = table.getFilter<string>("createdAt", "lte");
  const setRange = (range: [Dayjs | null, Dayjs | null] | null) => {
    table.setFilters(
      [
        { field: "createdAt", operator: "gte", value: range?.[0]?.startOf("day").toISOString() },
        { field: "createdAt", operator: "lte", value: range?.[1]?.endOf("day").toISOString() },
      ],
      "merge",
    );
    table.setCurrentPage(1);
  };
  // A total range: left empty (or emptied) it filters nothing. No min: a typed value is never changed.
  const money = {
    formatter: groupedInputFormatter,
    parser: groupedInputParser,
    style: { width: 140 },
  };
  return (
    <>
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label={t("transactions:filters.status")}
        placeholder={t("transactions:filters.status")}
        style={{ minWidth: 180 }}
        value={asArray(table.getFilter("status", "in"))}
        onChange={(value: string[]) => table.setFilter("status", "in", value)}
        options={TRANSACTION_STATUSES.map((status) => ({
          value: status,
          label: statusLabel(t, status),
        }))}
      />
      <Select
        allowClear
        aria-label={t("transactions:filters.paymentStatus")}
        placeholder={t("transactions:filters.paymentStatus")}
        style={{ width: 170 }}
        value={table.getFilter<string>("paymentStatus")}
        onChange={(value) => table.setFilter("paymentStatus", "eq", value)}
        options={PAYMENT_STATUSES.map((status) => ({
          value: status,
          label: paymentStatusLabel(t, status),
        }))}
      />
      <DatePicker.RangePicker
        aria-label={t("transactions:filters.dateRange")}
        placeholder={[t("transactions:filters.dateFrom"), t("transactions:filters.dateTo")]}
        format="DD/MM/YYYY"
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(range) => setRange(range)}
        allowEmpty={[true, true]}
        presets={[
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
        ]}
      />
      {storeOptions && (
        <Select
          mode="multiple"
          allowClear
          showSearch
          maxTagCount="responsive"
          optionFilterProp="label"
          aria-label={t("transactions:filters.store")}
          placeholder={t("transactions:filters.store")}
          style={{ minWidth: 190 }}
          value={asArray(table.getFilter("storeId", "in"))}
          onChange={(value: string[]) => table.setFilter("storeId", "in", value)}
          options={storeOptions}
        />
      )}
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t("transactions:filters.brand")}
        placeholder={t("transactions:filters.brand")}
        style={{ width: 170 }}
        value={table.getFilter<string>("brandId")}
        onChange={(value) => table.setFilter("brandId", "eq", value)}
        options={brands.options}
      />
      <Select
        mode="multiple"
        allowClear
        showSearch
        maxTagCount="responsive"
        optionFilterProp="label"
        aria-label={t("transactions:filters.paymentChannel")}
        placeholder={t("transactions:filters.paymentChannel")}
        style={{ minWidth: 190 }}
        value={asArray(table.getFilter("paymentChannelId", "in"))}
        onChange={(value: string[]) => table.setFilter("paymentChannelId", "in", value)}
        options={channelOptions}
      />
      <Flex gap={4} align="center">
        <InputNumber<number>
          {...money}
          aria-label={t("transactions:filters.totalMin")}
          placeholder={t("transactions:filters.totalMin")}
          value={table.getFilter<number>("total", "gte") ?? null}
          onChange={(value) => table.setFilter("total", "gte", value ?? undefined)}
        />
        <span aria-hidden>–</span>
        <InputNumber<number>
          {...money}
          aria-label={t("transactions:filters.totalMax")}
          placeholder={t("transactions:filters.totalMax")}
          value={table.getFilter<number>("total", "lte") ?? null}
          onChange={(value) => table.setFilter("total", "lte", value ?? undefined)}
        />
      </Flex>
    </>
  );
}
