import { ArchivePage } from "@/components/crud/archive-page";
import type { PaymentChannel } from "../schema/payment-channel";
import { paymentChannelColumns } from "./columns";
import { PaymentChannelFilters } from "./filters";

export default function PaymentChannelArchive() {
  return (
    <ArchivePage<PaymentChannel>
      columns={paymentChannelColumns}
      filters={(table) => <PaymentChannelFilters table={table} />}
    />
  );
}
