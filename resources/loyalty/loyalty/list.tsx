import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ArchiveLink } from "@/components/crud/archive-actions";
import { PageTitle } from "@/components/crud/page-title";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { List } from "@/components/crud/views";
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
    <List
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      headerButtons={({ defaultButtons }) => (
        <>
          <ArchiveLink resource="loyalty" />
          {defaultButtons}
        </>
      )}
    >
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
    </List>
  );
}
