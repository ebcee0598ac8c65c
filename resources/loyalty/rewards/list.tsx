import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ActiveFilter } from "@/components/crud/active-filter";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Reward } from "../schema/reward";
import { rewardColumns } from "./columns";
import { useAccess } from "@/hooks/use-access";

export default function RewardList() {
  const { t, i18n } = useTranslation("loyalty");
  const table = useResourceTable<Reward>({
    initialSorters: [{ field: "rewardName", order: "asc" }],
  });
  const permissions = useAccess("rewards");
  // Rewards are archived, never deleted (spec 4: their claims stay readable).
  const can = useMemo(() => ({ ...permissions, remove: false }), [permissions]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => rewardColumns(t, can), [t, i18n.language, can]);
  const title = t("loyalty:rewards.titles.list");
  return (
    <ListPage title={title} archiveOf="rewards">
      <ResourceList<Reward>
        resource="rewards"
        table={table}
        columns={columns}
        rowKey="rewardId"
        label={title}
        searchPlaceholder={t("loyalty:rewards.filters.search")}
        exportName="rewards"
        filters={<ActiveFilter table={table} label={t("loyalty:rewards.fields.isActive")} />}
      />
    </ListPage>
  );
}
