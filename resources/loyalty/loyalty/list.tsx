import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ActiveFilter } from "@/components/crud/active-filter";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Loyalty } from "../schema/loyalty";
import { loyaltyColumns } from "./columns";
import { useAccess } from "@/hooks/use-access";

export default function LoyaltyList() {
  const { t, i18n } = useTranslation("loyalty");
  const table = useResourceTable<Loyalty>({
    initialSorters: [{ field: "loyaltyName", order: "asc" }],
  });
  const permissions = useAccess("loyalty");
  // Programmes are archived, never deleted (spec 4).
  const can = useMemo(() => ({ ...permissions, remove: false }), [permissions]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => loyaltyColumns(t, can), [t, i18n.language, can]);
  const title = t("loyalty:programmes.titles.list");
  return (
    <ListPage title={title} archiveOf="loyalty">
      <ResourceList<Loyalty>
        resource="loyalty"
        table={table}
        columns={columns}
        rowKey="loyaltyId"
        label={title}
        searchPlaceholder={t("loyalty:programmes.filters.search")}
        exportName="loyalty-programmes"
        filters={<ActiveFilter table={table} label={t("loyalty:programmes.fields.isActive")} />}
      />
    </ListPage>
  );
}
