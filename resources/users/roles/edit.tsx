import { RecordEdit } from "@/components/crud/record-edit";
import { RoleForm } from "./form";
import { useRoleForm } from "./use-role-form";

export default function RoleEdit() {
  const form = useRoleForm("edit");
  return (
    <RecordEdit form={form}>
      <RoleForm
        formProps={form.formProps}
        base={form.base}
        baseQuery={form.baseQuery}
        locked={form.locked}
      />
    </RecordEdit>
  );
}
