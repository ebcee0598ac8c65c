import type { BaseRecord } from "@refinedev/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import { CHANNEL_TYPES } from "@/contract/payment-rules";
import { channelTypeLabel } from "./labels";

const asArray = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map(String) : [String(value)];

/** The type and active filters of the channel list and its archive (kept in the URL). */
export function PaymentChannelFilters<T extends BaseRecord>({
  table,
}: {
  table: ResourceTable<T>;
}) {
  const { t } = useTranslation("payments");
  return (
    <>
      <Select
        allowClear
        mode="multiple"
        aria-label={t("channels.fields.channelType")}
        placeholder={t("channels.fields.channelType")}
        style={{ minWidth: 180 }}
        maxTagCount="responsive"
        value={asArray(table.getFilter("channelType", "in"))}
        onChange={(value: string[]) => table.setFilter("channelType", "in", value)}
        options={CHANNEL_TYPES.map((type) => ({ value: type, label: channelTypeLabel(t, type) }))}
      />
      <ActiveFilter table={table} label={t("fields.isActive")} />
    </>
  );
}
