import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ArchivePage } from "@/components/crud/archive-page";
import type { RecordPermissions } from "@/hooks/use-access";
import { useBrandOptions } from "../components/use-brand-options";
import type { Store } from "../schema/store";
import { storeColumns } from "./columns";
import { StoreFilters } from "./filters";

const nameOf = (store: Store) => store.storeName;

export default function StoreArchive() {
  const { t } = useTranslation("catalogue");
  const brands = useBrandOptions();
  const columns = useCallback(
    (t: TFunction, can: RecordPermissions) => storeColumns(t, brands.nameOf, can),
    [brands.nameOf],
  );
  return (
    <ArchivePage<Store>
      resource="stores"
      rowKey="storeId"
      nameOf={nameOf}
      columns={columns}
      title={t("catalogue:stores.titles.archive")}
      searchPlaceholder={t("catalogue:stores.filters.search")}
      filters={(table) => <StoreFilters table={table} brands={brands} />}
    />
  );
}
