import { ArchivePage } from "@/components/crud/archive-page";
import type { PaymentChannel } from "../schema/payment-channel";
import { paymentChannelColumns } from "./columns";
import paymentChannelCsv from "./payment-channels.csv";
import { PaymentChannelFilters } from "./filters";

export default function PaymentChannelArchive() {
  return (
    <ArchivePage<PaymentChannel>
      columns={paymentChannelColumns}
      csv={paymentChannelCsv}
      filters={(table) => <PaymentChannelFilters table={table} />}
    />
  );
}
