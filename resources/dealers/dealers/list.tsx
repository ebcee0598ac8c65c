import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { PageTitle } from "@/components/crud/page-title";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { List } from "@/components/crud/views";
import { useAccess } from "@/hooks/use-access";
import type { Dealer } from "../schema/dealer";
import { dealerColumns } from "./columns";

export default function DealerList() {
  const { t, i18n } = useTranslation("dealers");
  const table = useResourceTable<Dealer>({
    initialSorters: [{ field: "dealerName", order: "asc" }],
  });
  const can = useAccess("dealers");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => dealerColumns(t, can), [t, i18n.language, can]);
  const title = t("dealers:dealers.titles.list");
  return (
    <List title={<PageTitle>{title}</PageTitle>} breadcrumb={false}>
      <ResourceList<Dealer>
        resource="dealers"
        table={table}
        columns={columns}
        rowKey="dealerId"
        label={title}
        searchPlaceholder={t("dealers:dealers.filters.search")}
        exportName="dealers"
        filters={<ActiveFilter table={table} label={t("dealers:dealers.fields.isActive")} />}
      />
    </List>
  );
}
