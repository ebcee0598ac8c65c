import { RecordCreate } from "@/components/crud/record-create";
import { LoyaltyForm } from "./form";
import { useLoyaltyForm } from "./use-loyalty-form";

export default function LoyaltyCreate() {
  const { formProps, saveButtonProps } = useLoyaltyForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <LoyaltyForm formProps={formProps} />
    </RecordCreate>
  );
}
