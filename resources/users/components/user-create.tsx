import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import type { UserKind } from "./kinds";
import { usePasswordsDiffer } from "./password-fields";
import { userTexts } from "./texts";
import { UserForm } from "./user-form";
import { useUserForm } from "./use-user-form";

/** /admin/add and /customer/add. */
export function UserCreate({ kind }: { kind: UserKind }) {
  const { t } = useTranslation("users");
  const { formProps, saveButtonProps, form } = useUserForm(kind, "create");
  const differ = usePasswordsDiffer(form, "password");
  return (
    <Create
      title={<PageTitle>{userTexts(t, kind).create}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={{ ...saveButtonProps, disabled: saveButtonProps.disabled || differ }}
    >
      <UserForm kind={kind} formProps={formProps} />
    </Create>
  );
}
