import { useTranslation } from "react-i18next";
import { AreaList } from "@/components/crud/area-list";
import type { WalletPoint } from "../schema/wallet-point";
import { walletColumns } from "./columns";
import { WalletFilters } from "./filters";

export default function WalletPointList() {
  const { t } = useTranslation("loyalty");
  return (
    <AreaList<WalletPoint>
      resource="wallet-points"
      rowKey="wpId"
      title={t("loyalty:wallets.titles.list")}
      searchPlaceholder={t("loyalty:wallets.filters.search")}
      initialSorters={[{ field: "lastActivityAt", order: "desc" }]}
      columns={walletColumns}
      filters={(table) => <WalletFilters table={table} />}
    />
  );
}
