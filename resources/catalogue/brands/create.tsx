import { RecordCreate } from "@/components/crud/record-create";
import { BrandForm } from "./form";
import { useBrandForm } from "./use-brand-form";

export default function BrandCreate() {
  const { formProps, saveButtonProps } = useBrandForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <BrandForm formProps={formProps} />
    </RecordCreate>
  );
}
