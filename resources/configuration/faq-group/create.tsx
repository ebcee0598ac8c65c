import { RecordCreate } from "@/components/crud/record-create";
import { FaqGroupForm } from "./form";
import { useFaqGroupForm } from "./use-faq-group-form";

export default function FaqGroupCreate() {
  const { formProps, saveButtonProps } = useFaqGroupForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <FaqGroupForm formProps={formProps} />
    </RecordCreate>
  );
}
