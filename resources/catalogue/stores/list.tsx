import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useBrandOptions } from "../components/use-brand-options";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Store } from "../schema/store";
import { storeColumns } from "./columns";
import { StoreFilters } from "./filters";
import { useAccess } from "@/hooks/use-access";

export default function StoreList() {
  const { t, i18n } = useTranslation("catalogue");
  const table = useResourceTable<Store>({ initialSorters: [{ field: "storeName", order: "asc" }] });
  const brands = useBrandOptions();
  const can = useAccess("stores");
  const columns = useMemo(
    () => storeColumns(t, brands.nameOf, can),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, brands.nameOf, can],
  );
  const title = t("catalogue:stores.titles.list");

  return (
    <ListPage title={title} archiveOf="stores">
      <ResourceList<Store>
        resource="stores"
        table={table}
        columns={columns}
        rowKey="storeId"
        label={title}
        searchPlaceholder={t("catalogue:stores.filters.search")}
        exportName="stores"
        bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
        filters={<StoreFilters table={table} brands={brands} />}
      />
    </ListPage>
  );
}
