import { AreaList } from "@/components/crud/area-list";
import type { WalletPoint } from "../schema/wallet-point";
import { walletColumns } from "./columns";
import { WalletFilters } from "./filters";

export default function WalletPointList() {
  return (
    <AreaList<WalletPoint>
      initialSorters={[{ field: "lastActivityAt", order: "desc" }]}
      columns={walletColumns}
      filters={(table) => <WalletFilters table={table} />}
    />
  );
}
