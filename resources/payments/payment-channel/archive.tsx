import { useTranslation } from "react-i18next";
import { ArchivePage } from "@/components/crud/archive-page";
import type { PaymentChannel } from "../schema/payment-channel";
import { paymentChannelColumns } from "./columns";
import { PaymentChannelFilters } from "./filters";

const nameOf = (channel: PaymentChannel) => channel.channelName;

export default function PaymentChannelArchive() {
  const { t } = useTranslation("payments");
  return (
    <ArchivePage<PaymentChannel>
      resource="payment-channel"
      rowKey="paymentChannelId"
      nameOf={nameOf}
      columns={paymentChannelColumns}
      title={t("payments:channels.titles.archive")}
      searchPlaceholder={t("payments:channels.filters.search")}
      filters={(table) => <PaymentChannelFilters table={table} />}
    />
  );
}
