import { RecordEdit } from "@/components/crud/record-edit";
import { SubRoleForm } from "./form";
import { useSubRoleForm } from "./use-sub-role-form";

export default function SubRoleEdit() {
  const form = useSubRoleForm("edit");
  return (
    <RecordEdit form={form}>
      <SubRoleForm formProps={form.formProps} />
    </RecordEdit>
  );
}
