import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ActiveFilter } from "@/components/crud/active-filter";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Brand } from "../schema/brand";
import { brandColumns } from "./columns";
import { useAccess } from "@/hooks/use-access";

export default function BrandList() {
  const { t, i18n } = useTranslation("catalogue");
  const table = useResourceTable<Brand>({ initialSorters: [{ field: "brandName", order: "asc" }] });
  const can = useAccess("brands");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => brandColumns(t, can), [t, i18n.language, can]);
  const title = t("catalogue:brands.titles.list");

  return (
    <ListPage title={title} archiveOf="brands">
      <ResourceList<Brand>
        resource="brands"
        table={table}
        columns={columns}
        rowKey="brandId"
        label={title}
        searchPlaceholder={t("catalogue:brands.filters.search")}
        exportName="brands"
        bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
        filters={<ActiveFilter table={table} label={t("catalogue:brands.filters.isActive")} />}
      />
    </ListPage>
  );
}
