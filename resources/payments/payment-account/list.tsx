import { useTranslation } from "react-i18next";
import { ACTIVE_BULK, AreaList } from "@/components/crud/area-list";
import type { PaymentAccount } from "../schema/payment-account";
import { paymentAccountColumns } from "./columns";
import { PaymentAccountFilters } from "./filters";

export default function PaymentAccountList() {
  const { t } = useTranslation("payments");
  return (
    <AreaList<PaymentAccount>
      initialSorters={[{ field: "bankName", order: "asc" }]}
      columns={paymentAccountColumns}
      archive
      exportName="payment-accounts"
      emptyText={t("payments:accounts.empty")}
      bulk={{ ...ACTIVE_BULK, allowDelete: false }}
      filters={(table) => <PaymentAccountFilters table={table} />}
    />
  );
}
