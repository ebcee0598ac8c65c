import { RecordEdit } from "@/components/crud/record-edit";
import { LoyaltyForm } from "./form";
import { useLoyaltyForm } from "./use-loyalty-form";

export default function LoyaltyEdit() {
  const form = useLoyaltyForm("edit");
  return (
    <RecordEdit form={form} confirmDelete={false}>
      <LoyaltyForm formProps={form.formProps} />
    </RecordEdit>
  );
}
