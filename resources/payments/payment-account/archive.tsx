import { ArchivePage } from "@/components/crud/archive-page";
import type { PaymentAccount } from "../schema/payment-account";
import { accountName, paymentAccountColumns } from "./columns";
import { PaymentAccountFilters } from "./filters";

export default function PaymentAccountArchive() {
  return (
    <ArchivePage<PaymentAccount>
      nameOf={accountName}
      columns={paymentAccountColumns}
      filters={(table) => <PaymentAccountFilters table={table} />}
    />
  );
}
