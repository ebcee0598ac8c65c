import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { PaymentAccount } from "../schema/payment-account";
import { paymentAccountColumns } from "./columns";
import { PaymentAccountFilters } from "./filters";
import { useAccess } from "@/hooks/use-access";

export default function PaymentAccountList() {
  const { t, i18n } = useTranslation("payments");
  const table = useResourceTable<PaymentAccount>({
    initialSorters: [{ field: "bankName", order: "asc" }],
  });
  const can = useAccess("payment-account");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => paymentAccountColumns(t, can), [t, i18n.language, can]);
  const title = t("payments:accounts.titles.list");
  return (
    <ListPage title={title} archiveOf="payment-account">
      <ResourceList<PaymentAccount>
        resource="payment-account"
        table={table}
        columns={columns}
        rowKey="paymentAccountId"
        label={title}
        searchPlaceholder={t("payments:accounts.filters.search")}
        exportName="payment-accounts"
        emptyText={t("payments:accounts.empty")}
        bulk={{
          activateValues: { isActive: true },
          deactivateValues: { isActive: false },
          allowDelete: false,
        }}
        filters={<PaymentAccountFilters table={table} />}
      />
    </ListPage>
  );
}
