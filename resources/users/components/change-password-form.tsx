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
import type { UserWithRole } from "../schema/user";
import { USER_RESOURCES, type UserKind } from "./kinds";
import { PasswordFields, usePasswordsDiffer } from "./password-fields";

interface Values {
  newPassword: string;
  retypePassword: string;
}

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
  const [form] = Form.useForm<Values>();
  const differ = usePasswordsDiffer(form);
  const { setWarnWhen } = useWarnAboutChange();
  const { result: user, query } = useOne<UserWithRole>({ resource, id });
  useRecordBreadcrumb(id, user?.name);
  const { mutate, mutation } = useCustomMutation();

  const submit = ({ newPassword }: Values) =>
    mutate(
      {
        url: `/users/${encodeURIComponent(id)}/change-password`,
        method: "post",
        values: { newPassword },
        successNotification: false,
        errorNotification: (error) => ({ type: "error", message: error?.message ?? "" }),
      },
      {
        onSuccess: () => {
          setWarnWhen(false);
          void message.success(t("users:accounts.password.changed", { name: user?.name ?? id }));
          go({ to: `/${resource}/${encodeURIComponent(id)}` });
        },
        onError: (error: HttpError) => {
          const field = error.errors?.newPassword;
          if (field) form.setFields([{ name: "newPassword", errors: [String(field)] }]);
        },
      },
    );

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
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 480 }}
          onFinish={submit}
          onValuesChange={() => setWarnWhen(true)}
        >
          <Typography.Paragraph type="secondary">
            {t("users:accounts.password.explain", { email: user?.email ?? "" })}
          </Typography.Paragraph>
          <PasswordFields />
        </Form>
      )}
    </Create>
  );
}
