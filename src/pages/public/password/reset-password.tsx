import { Button, Flex, Form, Input, Modal, Result, Spin, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import type { UpdatePasswordParams } from "@providers/auth";
import { useAuthAction, type AuthProvider } from "@/lib/public-auth";
import { sessionPaths } from "@providers/auth/paths";
import { RetypePasswordField } from "../validation";

interface ResetValues {
  newPassword: string;
  retypePassword: string;
}

const resetWith = (provider: AuthProvider, values: UpdatePasswordParams) =>
  provider.updatePassword!(values);

type Stage = "checking" | "form" | "invalid" | "done";

/**
 * /reset-password/:sessionId and /reset-password/link/:sessionId (spec 2.1, 4):
 * the session is checked first; then the form, the Invalid Session modal or
 * the success screen.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("login");
  const { sessionId = "" } = useParams();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>("checking");
  const [form] = Form.useForm<ResetValues>();
  const newPassword = Form.useWatch("newPassword", form);
  const retypePassword = Form.useWatch("retypePassword", form);
  const { mutate: updatePassword, isPending } = useAuthAction<UpdatePasswordParams>(resetWith);

  useEffect(() => {
    let cancelled = false;
    import("@providers/auth")
      .then(({ checkResetSession }) => checkResetSession(sessionId))
      .then(
        (valid) => !cancelled && setStage(valid ? "form" : "invalid"),
        () => !cancelled && setStage("invalid"),
      );
    return () => {
      cancelled = true;
    };
  }, [sessionId]);

  const submit = ({ newPassword }: ResetValues) => {
    updatePassword(
      { sessionId, newPassword },
      {
        onSuccess: (result) => setStage(result.success ? "done" : "invalid"),
        onError: () => setStage("invalid"),
      },
    );
  };

  if (stage === "checking") {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 48 }} role="status">
        <Spin size="large" />
        <Typography.Text type="secondary">{t("reset.checking")}</Typography.Text>
      </Flex>
    );
  }

  if (stage === "done") {
    return (
      <Result
        status="success"
        title={t("reset.successTitle")}
        subTitle={t("reset.successText")}
        extra={
          <Button type="primary" onClick={() => navigate(sessionPaths.login, { replace: true })}>
            {t("reset.signInWithNewPassword")}
          </Button>
        }
      />
    );
  }

  // Disabled exactly while the two differ (spec 5); empty + empty submits and shows "Field is required".
  const mismatch = (newPassword ?? "") !== (retypePassword ?? "");
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ marginBottom: 0 }}>
        {t("reset.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("reset.subtitle")}</Typography.Paragraph>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        size="large"
        disabled={stage !== "form" || isPending}
      >
        <Form.Item
          label={t("reset.newPassword")}
          name="newPassword"
          rules={[{ required: true, message: t("validation.fieldRequired") }]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <RetypePasswordField
          label={t("reset.retypePassword")}
          required={t("validation.fieldRequired")}
          mismatch={t("validation.retypeMismatch")}
        />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={isPending}
          disabled={mismatch || stage !== "form"}
        >
          {t("reset.submit")}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={sessionPaths.login}>{t("forgot.backToLogin")}</Link>
      </Flex>
      <Modal
        open={stage === "invalid"}
        title={t("reset.invalidTitle")}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button
            type="primary"
            onClick={() => navigate(sessionPaths.forgotPassword, { replace: true })}
          >
            {t("reset.invalidAction")}
          </Button>
        }
      >
        {t("reset.invalidText")}
      </Modal>
    </Flex>
  );
}
