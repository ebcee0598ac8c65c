import { useRecordForm } from "@/components/crud/use-record-form";
import { rewardWrite, type Reward, type RewardFormValues } from "../schema/reward";

/**
 * One hook for create and edit: Refine's form with server field errors and the unsaved-changes
 * warning; an emptied optional field is sent as null (the schema says which).
 */
export const useRewardForm = (action: "create" | "edit") =>
  useRecordForm<Reward, RewardFormValues>({
    action,
    resource: "rewards",
    idField: "rewardId",
    schema: rewardWrite,
  });
