import { RecordCreate } from "@/components/crud/record-create";
import { RoleForm } from "./form";
import { useRoleForm } from "./use-role-form";

export default function RoleCreate() {
  const { formProps, saveButtonProps, base, baseQuery, locked } = useRoleForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <RoleForm formProps={formProps} base={base} baseQuery={baseQuery} locked={locked} />
    </RecordCreate>
  );
}
