import { RecordCreate } from "@/components/crud/record-create";
import { SubRoleForm } from "./form";
import { useSubRoleForm } from "./use-sub-role-form";

export default function SubRoleCreate() {
  const { formProps, saveButtonProps } = useSubRoleForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <SubRoleForm formProps={formProps} />
    </RecordCreate>
  );
}
