import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { SubRoleForm } from "./form";
import { useSubRoleForm } from "./use-sub-role-form";

export default function SubRoleCreate() {
  const { t } = useTranslation("users");
  const { formProps, saveButtonProps } = useSubRoleForm("create");
  return (
    <Create
      title={<PageTitle>{t("users:roles.subRoles.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <SubRoleForm formProps={formProps} />
    </Create>
  );
}
