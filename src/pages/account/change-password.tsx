import { useNotification, useUpdatePassword, useWarnAboutChange } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { UpdatePasswordParams } from "@providers/auth";
import { getSession } from "@providers/auth/session";
import { landingPath } from "@/session/landing";
import { FormError, RetypePasswordField } from "../public/validation";

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  retypePassword: string;
}

/**
 * /change-password: the signed-in user's own password change. Reachable (and
 * enforced by the route rules) while the password is expired. Leaving with something typed asks
 * first, as every form does.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open } = useNotification();
  const { setWarnWhen } = useWarnAboutChange();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [expired] = useState(() => getSession()?.isPasswordExpired === true);
  const [error, setError] = useState<string>();
  const { mutate: updatePassword, isPending } = useUpdatePassword<UpdatePasswordParams>();
  const newPassword = Form.useWatch("newPassword", form);
  const retypePassword = Form.useWatch("retypePassword", form);
  const required = { required: true, message: t("session.changePassword.fieldRequired") };

  const submit = ({ currentPassword, newPassword: next }: ChangePasswordValues) => {
    setError(undefined);
    // Leaving after the change asks nothing: the warning is lifted before the call (it guards the
    // navigation until its next render) and put back when the change fails.
    setWarnWhen(false);
    const failed = (message?: string) => {
      setError(message);
      setWarnWhen(true);
    };
    updatePassword(
      { currentPassword, newPassword: next },
      {
        onSuccess: (result) => {
          if (!result.success) {
            failed(result.error?.message);
            return;
          }
          form.resetFields();
          open?.({
            type: "success",
            message: t("session.changePassword.success"),
            key: "password-changed",
          });
          navigate(landingPath(), { replace: true });
        },
        onError: (cause) => failed(cause.message),
      },
    );
  };

  return (
    <Card style={{ maxWidth: 520, margin: "0 auto" }}>
      <Typography.Title level={3}>{t("session.changePassword.title")}</Typography.Title>
      {expired ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("session.changePassword.expiredNotice")}
        />
      ) : (
        <Typography.Paragraph type="secondary">
          {t("session.changePassword.subtitle")}
        </Typography.Paragraph>
      )}
      <FormError error={error} testId="change-password-error" />
      <Form<ChangePasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => setWarnWhen(true)}
        disabled={isPending}
      >
        <Form.Item
          label={t("session.changePassword.currentPassword")}
          name="currentPassword"
          rules={[required]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t("session.changePassword.newPassword")}
          name="newPassword"
          dependencies={["currentPassword"]}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                !value || value !== getFieldValue("currentPassword")
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("session.changePassword.sameAsCurrent"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <RetypePasswordField
          label={t("session.changePassword.retypePassword")}
          required={required.message}
          mismatch={t("session.changePassword.retypeMismatch")}
        />
        <Button
          type="primary"
          htmlType="submit"
          loading={isPending}
          disabled={(newPassword ?? "") !== (retypePassword ?? "")}
        >
          {t("session.changePassword.submit")}
        </Button>
      </Form>
    </Card>
  );
}
