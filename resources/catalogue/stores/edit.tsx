import { RecordEdit } from "@/components/crud/record-edit";
import { StoreForm } from "./form";
import { useStoreForm } from "./use-store-form";

export default function StoreEdit() {
  const form = useStoreForm("edit");
  return (
    <RecordEdit form={form}>
      <StoreForm formProps={form.formProps} />
    </RecordEdit>
  );
}
