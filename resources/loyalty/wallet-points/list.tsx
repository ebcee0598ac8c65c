import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { WalletPoint } from "../schema/wallet-point";
import { walletColumns } from "./columns";
import { WalletFilters } from "./filters";

export default function WalletPointList() {
  const { t, i18n } = useTranslation("loyalty");
  const table = useResourceTable<WalletPoint>({
    initialSorters: [{ field: "lastActivityAt", order: "desc" }],
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => walletColumns(t), [t, i18n.language]);
  const title = t("loyalty:wallets.titles.list");
  return (
    <ListPage title={title}>
      <ResourceList<WalletPoint>
        resource="wallet-points"
        table={table}
        columns={columns}
        rowKey="wpId"
        label={title}
        searchPlaceholder={t("loyalty:wallets.filters.search")}
        exportName="wallet-points"
        filters={<WalletFilters table={table} />}
      />
    </ListPage>
  );
}
