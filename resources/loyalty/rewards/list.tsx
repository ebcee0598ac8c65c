import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { AttentionFilter } from "@/components/crud/filter-fields";
import { AreaList } from "@/components/crud/area-list";
import type { Reward } from "../schema/reward";
import { REWARD_ATTENTION, type RewardAttention } from "../schema/rules";
import { rewardColumns } from "./columns";
import rewardCsv from "./rewards.csv";

/** A "Needs attention" choice of the list in words (static keys: one `case` per kind). */
function attentionLabel(t: TFunction, kind: RewardAttention): string {
  switch (kind) {
    case "noUsesLeft":
      return t("loyalty:rewards.attention.noUsesLeft");
  }
}

export default function RewardList() {
  const { t } = useTranslation("loyalty");
  return (
    <AreaList<Reward>
      initialSorters={[{ field: "rewardName", order: "asc" }]}
      columns={rewardColumns}
      csv={rewardCsv}
      // Rewards are archived, never deleted (spec 4: their claims stay readable).
      deny={{ remove: false }}
      archive
      filters={(table) => (
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
      )}
    />
  );
}
