import { useRecordForm } from "@/components/crud/use-record-form";
import type { Reward, RewardFormValues } from "../schema/reward";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const useRewardForm = (action: "create" | "edit") =>
  useRecordForm<Reward, RewardFormValues>({ action, resource: "rewards", idField: "rewardId" });
