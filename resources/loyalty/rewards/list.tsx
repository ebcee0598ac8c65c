import { useMemo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ActiveFilter } from "@/components/crud/active-filter";
import { AttentionFilter } from "@/components/crud/filter-fields";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Reward } from "../schema/reward";
import { REWARD_ATTENTION, type RewardAttention } from "../schema/rules";
import { rewardColumns } from "./columns";
import { useAccess } from "@/hooks/use-access";

/** A "Needs attention" choice of the list in words (static keys: one `case` per kind). */
function attentionLabel(t: TFunction, kind: RewardAttention): string {
  switch (kind) {
    case "noUsesLeft":
      return t("loyalty:rewards.attention.noUsesLeft");
  }
}

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
        filters={
          <>
            <AttentionFilter
              table={table}
              options={REWARD_ATTENTION.map((kind) => ({
                value: kind,
                label: attentionLabel(t, kind),
              }))}
            />
            <ActiveFilter table={table} label={t("loyalty:rewards.fields.isActive")} />
          </>
        }
      />
    </ListPage>
  );
}
