import { recordFormHook } from "@/components/crud/record-form-hook";
import { rewardWrite, type Reward, type RewardFormValues } from "../schema/reward";

/**
 * One hook for create and edit: Refine's form with server field errors and the unsaved-changes
 * warning; an emptied optional field is sent as null (the schema says which).
 */
export const useRewardForm = recordFormHook<Reward, RewardFormValues>({
  resource: "rewards",
  idField: "rewardId",
  schema: rewardWrite,
});
