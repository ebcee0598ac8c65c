import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { PaymentChannel } from "../schema/payment-channel";
import { paymentChannelColumns } from "./columns";
import { PaymentChannelFilters } from "./filters";

const READ_ONLY = { show: true, edit: false, remove: false };
const nameOf = (channel: PaymentChannel) => channel.channelName;

export default function PaymentChannelArchive() {
  const { t, i18n } = useTranslation("payments");
  const language = i18n.language;
  const table = useResourceTable<PaymentChannel>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  const columns = useMemo(
    () => paymentChannelColumns(t, READ_ONLY),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, language],
  );
  return (
    <ArchiveList<PaymentChannel>
      resource="payment-channel"
      table={table}
      columns={columns}
      rowKey="paymentChannelId"
      nameOf={nameOf}
      title={t("payments:channels.titles.archive")}
      searchPlaceholder={t("payments:channels.filters.search")}
      filters={<PaymentChannelFilters table={table} />}
    />
  );
}
