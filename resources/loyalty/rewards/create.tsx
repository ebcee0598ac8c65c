import { RecordCreate } from "@/components/crud/record-create";
import { RewardForm } from "./form";
import { useRewardForm } from "./use-reward-form";

export default function RewardCreate() {
  const { formProps, saveButtonProps } = useRewardForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <RewardForm formProps={formProps} />
    </RecordCreate>
  );
}
