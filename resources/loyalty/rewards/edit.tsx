import { RecordEdit } from "@/components/crud/record-edit";
import { RewardForm } from "./form";
import { useRewardForm } from "./use-reward-form";

export default function RewardEdit() {
  const form = useRewardForm("edit");
  const record = form.query?.data?.data;
  return (
    <RecordEdit form={form} recordName={record?.rewardName} confirmDelete={false}>
      <RewardForm formProps={form.formProps} record={record} />
    </RecordEdit>
  );
}
