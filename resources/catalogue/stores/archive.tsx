import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useBrandOptions } from "../components/use-brand-options";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Store } from "../schema/store";
import { storeColumns } from "./columns";
import { StoreFilters } from "./filters";

const READ_ONLY = { show: true, edit: false, remove: false };
const nameOf = (store: Store) => store.storeName;

export default function StoreArchive() {
  const { t, i18n } = useTranslation("catalogue");
  const table = useResourceTable<Store>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  const brands = useBrandOptions();
  const columns = useMemo(
    () => storeColumns(t, brands.nameOf, READ_ONLY),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, brands.nameOf],
  );
  return (
    <ArchiveList<Store>
      resource="stores"
      table={table}
      columns={columns}
      rowKey="storeId"
      nameOf={nameOf}
      title={t("catalogue:stores.titles.archive")}
      searchPlaceholder={t("catalogue:stores.filters.search")}
      filters={<StoreFilters table={table} brands={brands} />}
    />
  );
}
