import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Reward } from "../schema/reward";
import { rewardColumns } from "./columns";

const READ_ONLY = { show: true, edit: false, remove: false };
const nameOf = (row: Reward) => row.rewardName;

export default function RewardArchive() {
  const { t, i18n } = useTranslation("loyalty");
  const table = useResourceTable<Reward>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => rewardColumns(t, READ_ONLY), [t, i18n.language]);
  return (
    <ArchiveList<Reward>
      resource="rewards"
      table={table}
      columns={columns}
      rowKey="rewardId"
      nameOf={nameOf}
      title={t("loyalty:rewards.titles.archive")}
      searchPlaceholder={t("loyalty:rewards.filters.search")}
    />
  );
}
