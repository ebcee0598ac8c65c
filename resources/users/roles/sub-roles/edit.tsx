import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { SubRoleForm } from "./form";
import { useSubRoleForm } from "./use-sub-role-form";

export default function SubRoleEdit() {
  const { t } = useTranslation("users");
  const form = useSubRoleForm("edit");
  return (
    <RecordEdit
      title={t("users:roles.subRoles.titles.edit")}
      form={form}
      recordName={form.query?.data?.data?.roleName}
    >
      <SubRoleForm formProps={form.formProps} />
    </RecordEdit>
  );
}
