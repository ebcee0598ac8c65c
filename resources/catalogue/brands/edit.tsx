import { RecordEdit } from "@/components/crud/record-edit";
import { BrandForm } from "./form";
import { useBrandForm } from "./use-brand-form";

export default function BrandEdit() {
  const form = useBrandForm("edit");
  return (
    <RecordEdit form={form}>
      <BrandForm formProps={form.formProps} />
    </RecordEdit>
  );
}
