import { Button, Flex, Form, Result, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuthAction, type AuthProvider } from "@/lib/public-auth";
import { EmailField, FormError } from "../validation";
import { sessionPaths } from "@providers/auth/paths";

// __DEMO_API__: a textual build constant, so real-backend builds do not even contain this chunk.
const DemoOutbox = __DEMO_API__ ? lazy(() => import("./demo-outbox")) : null;

interface ForgotValues {
  email: string;
}

const requestReset = (provider: AuthProvider, values: ForgotValues) =>
  provider.forgotPassword!(values);

/** /forgot-password (spec 2.1): the form, then "Check your email" with Resend Email back to the form. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("login");
  const [form] = Form.useForm<ForgotValues>();
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const { mutate: sendReset, isPending } = useAuthAction<ForgotValues>(requestReset);

  const submit = (values: ForgotValues) => {
    setError(undefined);
    sendReset(values, {
      onSuccess: (result) => {
        if (result.success) setSentTo(values.email);
        else setError(result.error?.message ?? t("errors.generic"));
      },
      onError: (cause) => setError(cause.message),
    });
  };

  if (sentTo) {
    return (
      <>
        <Result
          status="success"
          title={t("forgot.successTitle")}
          subTitle={t("forgot.successText", { email: sentTo })}
          extra={[
            <Button key="resend" type="primary" onClick={() => setSentTo(undefined)}>
              {t("forgot.resend")}
            </Button>,
            <Link key="login" to={sessionPaths.login}>
              <Button type="link">{t("forgot.backToLogin")}</Button>
            </Link>,
          ]}
        />
        {DemoOutbox ? (
          <Suspense fallback={null}>
            <DemoOutbox email={sentTo} />
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ marginBottom: 0 }}>
        {t("forgot.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("forgot.subtitle")}</Typography.Paragraph>
      <FormError error={error} testId="forgot-error" />
      <Form<ForgotValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={isPending}
        size="large"
      >
        <EmailField
          required={t("validation.forgotEmailRequired")}
          invalid={t("validation.forgotEmailInvalid")}
          autoComplete="email"
        />
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("forgot.submit")}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={sessionPaths.login}>{t("forgot.backToLogin")}</Link>
      </Flex>
    </Flex>
  );
}
