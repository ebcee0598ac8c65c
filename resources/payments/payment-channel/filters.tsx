import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import { ChoicesAndActiveFilters } from "../components/form-parts";
import { CHANNEL_TYPES } from "../schema/payment-rules";
import { channelTypeLabel } from "./labels";
import { optionsOf } from "@/lib/options";

/** The type and active filters of the channel list and its archive (kept in the URL). */
export function PaymentChannelFilters<T extends BaseRecord>({
  table,
}: {
  table: ResourceTable<T>;
}) {
  const { t } = useTranslation("payments");
  return (
    <ChoicesAndActiveFilters
      table={table}
      field="channelType"
      label={t("payments:channels.fields.channelType")}
      options={optionsOf(CHANNEL_TYPES, (type) => channelTypeLabel(t, type))}
    />
  );
}
