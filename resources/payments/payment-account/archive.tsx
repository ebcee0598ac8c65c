import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { PaymentAccount } from "../schema/payment-account";
import { accountName, paymentAccountColumns } from "./columns";
import { PaymentAccountFilters } from "./filters";

const READ_ONLY = { show: true, edit: false, remove: false };

export default function PaymentAccountArchive() {
  const { t, i18n } = useTranslation("payments");
  const table = useResourceTable<PaymentAccount>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => paymentAccountColumns(t, READ_ONLY), [t, i18n.language]);
  return (
    <ArchiveList<PaymentAccount>
      resource="payment-account"
      table={table}
      columns={columns}
      rowKey="paymentAccountId"
      nameOf={accountName}
      title={t("payments:accounts.titles.archive")}
      searchPlaceholder={t("payments:accounts.filters.search")}
      filters={<PaymentAccountFilters table={table} />}
    />
  );
}
