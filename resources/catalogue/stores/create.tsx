import { RecordCreate } from "@/components/crud/record-create";
import { StoreForm } from "./form";
import { useStoreForm } from "./use-store-form";

export default function StoreCreate() {
  const { formProps, saveButtonProps } = useStoreForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <StoreForm formProps={formProps} />
    </RecordCreate>
  );
}
