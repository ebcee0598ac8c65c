import { ArchivePage } from "@/components/crud/archive-page";
import type { Reward } from "../schema/reward";
import { rewardColumns } from "./columns";
import rewardCsv from "./rewards.csv";

export default function RewardArchive() {
  return <ArchivePage<Reward> columns={rewardColumns} csv={rewardCsv} />;
}
