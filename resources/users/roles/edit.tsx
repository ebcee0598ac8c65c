import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { RoleForm } from "./form";
import { useRoleForm } from "./use-role-form";

export default function RoleEdit() {
  const { t } = useTranslation("users");
  const form = useRoleForm("edit");
  return (
    <RecordEdit
      title={t("users:roles.titles.edit")}
      form={form}
      recordName={form.query?.data?.data?.roleName}
    >
      <RoleForm
        formProps={form.formProps}
        base={form.base}
        baseQuery={form.baseQuery}
        locked={form.locked}
      />
    </RecordEdit>
  );
}
