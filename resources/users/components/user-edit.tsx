import { Flex, Form } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import type { UserWithRole } from "../schema/user";
import { useSessionUser } from "@/hooks/use-session";
import type { UserKind } from "./kinds";
import { userTexts } from "./texts";
import { UserForm } from "./user-form";
import { useUserForm } from "./use-user-form";

interface UserEditProps {
  kind: UserKind;
  /** Sections below the form that edit their own data (e.g. the admin's sub roles). */
  sections?: (user: UserWithRole) => ReactNode;
}

/** /admin/:id/edit and /customer/:id/edit. A user is deleted from the list or the show page. */
export function UserEdit({ kind, sections }: UserEditProps) {
  const { t } = useTranslation("users");
  const form = useUserForm(kind, "edit");
  const user = form.query?.data?.data;
  const me = useSessionUser()?.userId;
  // Sections save on their own (e.g. the sub roles): below the form's card and its Save, not inside.
  return (
    <Flex vertical gap={24}>
      <RecordEdit
        title={userTexts(t, kind).edit}
        form={form}
        recordName={user?.name}
        confirmDelete={false}
      >
        {/* Refine resets the form as soon as it is made, before the user has loaded: the form stays
            connected (no markup of its own) while the page waits or says it could not load. */}
        {!user && <Form form={form.formProps.form} component={false} />}
        {user && (
          <UserForm
            kind={kind}
            formProps={form.formProps}
            edit={{ userId: user.userId, email: user.email, self: user.userId === me }}
          />
        )}
      </RecordEdit>
      {user && sections?.(user)}
    </Flex>
  );
}
