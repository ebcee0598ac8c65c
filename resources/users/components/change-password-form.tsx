import {
  useCustomMutation,
  useGo,
  useOne,
  useWarnAboutChange,
  type HttpError,
} from "@refinedev/core";
import { App, Form, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { apiPath } from "@providers/data/api-path";
import {
  userPasswordChangeForm,
  type UserPasswordChangeValues,
  type UserWithRole,
} from "../schema/user";
import { USER_RESOURCES, userLinks, type UserKind } from "./kinds";
import { PasswordFields, usePasswordsDiffer } from "./password-fields";

/**
 * /admin/:id/change-password and /customer/:id/change-password: an admin sets someone's password with
 * the reset page's rules; the user is signed out everywhere and signs in with the new one.
 */
export function UserChangePassword({ kind }: { kind: UserKind }) {
  const { t } = useTranslation("users");
  const resource = USER_RESOURCES[kind];
  const { id = "" } = useParams();
  const go = useGo();
  const { message } = App.useApp();
  const [form] = Form.useForm<UserPasswordChangeValues>();
  const field = useSchemaForm(userPasswordChangeForm);
  const differ = usePasswordsDiffer(form);
  const { setWarnWhen } = useWarnAboutChange();
  const { result: user, query } = useOne<UserWithRole>({ resource, id });
  useRecordBreadcrumb(id, user?.name, query.isError);
  const { mutate, mutation } = useCustomMutation();

  const submit = ({ newPassword }: UserPasswordChangeValues) => {
    // Saved once sent: leaving after the success asks nothing (the warning guards the navigation
    // until its next render, so it is lifted before the call, as Refine's forms do).
    setWarnWhen(false);
    mutate(
      {
        url: apiPath("/users/{id}/change-password", { id }),
        method: "post",
        values: { newPassword },
        successNotification: false,
        errorNotification: (error) => ({ type: "error", message: error?.message ?? "" }),
      },
      {
        onSuccess: () => {
          void message.success(t("users:accounts.password.changed", { name: user?.name ?? id }));
          go({ to: userLinks(kind).show(id) });
        },
        onError: (error: HttpError) => {
          // Not saved: what was typed is guarded again.
          setWarnWhen(true);
          const problem = error.errors?.newPassword;
          if (problem) form.setFields([{ name: "newPassword", errors: [String(problem)] }]);
        },
      },
    );
  };

  return (
    <Create
      title={
        <PageTitle>{t("users:accounts.password.title", { name: user?.name ?? "" })}</PageTitle>
      }
      breadcrumb={false}
      isLoading={query.isLoading}
      saveButtonProps={{
        onClick: () => form.submit(),
        disabled: differ || query.isError,
        loading: mutation.isPending,
        children: t("users:accounts.password.submit"),
      }}
    >
      {query.isError ? (
        <Typography.Text type="danger" role="alert">
          {query.error?.message ?? t("users:accounts.loadFailed")}
        </Typography.Text>
      ) : (
        <Form<UserPasswordChangeValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 480 }}
          onFinish={submit}
          onValuesChange={() => setWarnWhen(true)}
        >
          <Typography.Paragraph type="secondary">
            {t("users:accounts.password.explain", { email: user?.email ?? "" })}
          </Typography.Paragraph>
          <PasswordFields field={field} />
        </Form>
      )}
    </Create>
  );
}
