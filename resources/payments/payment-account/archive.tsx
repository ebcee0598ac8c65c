import { useTranslation } from "react-i18next";
import { ArchivePage } from "@/components/crud/archive-page";
import type { PaymentAccount } from "../schema/payment-account";
import { accountName, paymentAccountColumns } from "./columns";
import { PaymentAccountFilters } from "./filters";

export default function PaymentAccountArchive() {
  const { t } = useTranslation("payments");
  return (
    <ArchivePage<PaymentAccount>
      resource="payment-account"
      rowKey="paymentAccountId"
      nameOf={accountName}
      columns={paymentAccountColumns}
      title={t("payments:accounts.titles.archive")}
      searchPlaceholder={t("payments:accounts.filters.search")}
      filters={(table) => <PaymentAccountFilters table={table} />}
    />
  );
}
