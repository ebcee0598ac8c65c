import type { TFunction } from "i18next";
import { useCallback } from "react";
import { ArchivePage } from "@/components/crud/archive-page";
import type { RecordPermissions } from "@/hooks/use-access";
import { useBrandOptions } from "../components/use-brand-options";
import type { Store } from "../schema/store";
import { storeColumns } from "./columns";
import storeCsv from "./stores.csv";
import { StoreFilters } from "./filters";

export default function StoreArchive() {
  const brands = useBrandOptions();
  const columns = useCallback(
    (t: TFunction, can: RecordPermissions) => storeColumns(t, brands.nameOf, can),
    [brands.nameOf],
  );
  return (
    <ArchivePage<Store>
      columns={columns}
      csv={storeCsv.with({ brandNames: brands.names })}
      filters={(table) => <StoreFilters table={table} brands={brands} />}
    />
  );
}
