import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Loyalty } from "../schema/loyalty";
import { loyaltyColumns } from "./columns";

const READ_ONLY = { show: true, edit: false, remove: false };
const nameOf = (row: Loyalty) => row.loyaltyName;

export default function LoyaltyArchive() {
  const { t, i18n } = useTranslation("loyalty");
  const table = useResourceTable<Loyalty>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => loyaltyColumns(t, READ_ONLY), [t, i18n.language]);
  return (
    <ArchiveList<Loyalty>
      resource="loyalty"
      table={table}
      columns={columns}
      rowKey="loyaltyId"
      nameOf={nameOf}
      title={t("loyalty:programmes.titles.archive")}
      searchPlaceholder={t("loyalty:programmes.filters.search")}
    />
  );
}
