import type { TFunction } from "i18next";
import { useCallback } from "react";
import { ACTIVE_BULK, AreaList } from "@/components/crud/area-list";
import type { RecordPermissions } from "@/hooks/use-access";
import { useBrandOptions } from "../components/use-brand-options";
import type { Store } from "../schema/store";
import { storeColumns } from "./columns";
import storeCsv from "./stores.csv";
import { StoreFilters } from "./filters";

export default function StoreList() {
  const brands = useBrandOptions();
  const columns = useCallback(
    (tc: TFunction, can: RecordPermissions) => storeColumns(tc, brands.nameOf, can),
    [brands.nameOf],
  );
  return (
    <AreaList<Store>
      initialSorters={[{ field: "storeName", order: "asc" }]}
      columns={columns}
      csv={storeCsv.with({ brandNames: brands.names })}
      archive
      bulk={ACTIVE_BULK}
      filters={(table) => <StoreFilters table={table} brands={brands} />}
    />
  );
}
