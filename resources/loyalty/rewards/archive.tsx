import { useTranslation } from "react-i18next";
import { ArchivePage } from "@/components/crud/archive-page";
import type { Reward } from "../schema/reward";
import { rewardColumns } from "./columns";

const nameOf = (row: Reward) => row.rewardName;

export default function RewardArchive() {
  const { t } = useTranslation("loyalty");
  return (
    <ArchivePage<Reward>
      resource="rewards"
      rowKey="rewardId"
      nameOf={nameOf}
      columns={rewardColumns}
      title={t("loyalty:rewards.titles.archive")}
      searchPlaceholder={t("loyalty:rewards.filters.search")}
    />
  );
}
