import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { RoleForm } from "./form";
import { useRoleForm } from "./use-role-form";

export default function RoleCreate() {
  const { t } = useTranslation("users");
  const { formProps, saveButtonProps, base, baseQuery, locked } = useRoleForm("create");
  return (
    <Create
      title={<PageTitle>{t("users:roles.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <RoleForm formProps={formProps} base={base} baseQuery={baseQuery} locked={locked} />
    </Create>
  );
}
