import type { LoginParams } from "@providers/auth";
import { Alert, Button, Divider, Flex, Form, Input } from "antd";
import { Paragraph, Title } from "@/components/plain-typography";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { config } from "@/config";
import { useAuthAction, type AuthProvider } from "@/lib/public-auth";
import { getSession } from "@providers/auth/session";
import { clearLogoutNotice, peekLogoutNotice } from "@/session/logout-notice";
import { clearDataSwitch, peekDataSwitch } from "@/lib/demo-data-switch";
import { EmailField, FormError } from "../validation";
import { sessionPaths } from "@providers/auth/paths";

// Only a signed-in visitor needs the dialog (and antd's Modal): loaded on demand.
const AlreadyLoggedInDialog = lazy(() => import("./already-logged-in-dialog"));
// Both are extras loaded after the form is usable; the demo list is not even built in with a real backend.
// __DEMO_API__ (not config.demoApi): a textual build constant, so real-backend builds drop this chunk.
const DemoAccounts = __DEMO_API__ ? lazy(() => import("./demo-accounts")) : null;
const GoogleSignIn = config.auth.googleClientId ? lazy(() => import("./google-sign-in")) : null;

const signInWith = (provider: AuthProvider, values: LoginParams) => provider.login(values);

export interface LoginValues {
  email: string;
  password: string;
}

/** The login screen (spec 2.1): email and password, Login, Forgot Password, third-party and demo sign-in. */
export function LoginPage() {
  const { t } = useTranslation("login");
  const [form] = Form.useForm<LoginValues>();
  const [error, setError] = useState<string>();
  const { mutate: login, isPending } = useAuthAction<LoginParams>(signInWith, { redirect: true });
  // Why the last session ended on its own (idle, ping, token expiry), shown once.
  const [notice] = useState(peekLogoutNotice);
  // A `?demo-data=` link that landed here: which data set is now loaded, shown once.
  const [dataSwitch] = useState(() => (__DEMO_API__ ? peekDataSwitch() : undefined));
  const [signedIn] = useState(() => getSession() !== null);
  useEffect(() => {
    clearLogoutNotice();
    clearDataSwitch();
  }, []);

  const signIn = (values: LoginParams) => {
    setError(undefined);
    login(values, {
      onSuccess: (result) => {
        if (!result.success) setError(result.error?.message ?? t("errors.generic"));
      },
      onError: (cause) => setError(cause.message),
    });
  };

  return (
    <Flex vertical gap={8}>
      {signedIn ? (
        <Suspense fallback={null}>
          <AlreadyLoggedInDialog />
        </Suspense>
      ) : null}
      <Title level={2} style={{ marginBottom: 0 }}>
        {t("title")}
      </Title>
      <Paragraph type="secondary">{t("subtitle", { siteName: config.siteName })}</Paragraph>
      {notice && !error ? (
        <Alert type="info" showIcon message={notice} style={{ marginBottom: 16 }} />
      ) : null}
      {dataSwitch && !error ? (
        <Alert
          type="info"
          showIcon
          message={t(dataSwitch === "large" ? "demoData.large" : "demoData.normal")}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <FormError error={error} testId="login-error" />
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => signIn(values)}
        disabled={isPending}
        size="large"
      >
        <EmailField
          required={t("validation.emailRequired")}
          invalid={t("validation.emailInvalid")}
          autoComplete="username"
        />
        <Form.Item
          label={t("fields.password")}
          name="password"
          rules={[{ required: true, message: t("validation.passwordRequired") }]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password
            autoComplete="current-password"
            placeholder={t("placeholders.password")}
          />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginBottom: 20 }}>
          <Link to={sessionPaths.forgotPassword}>{t("buttons.forgotPassword")}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("buttons.login")}
        </Button>
      </Form>
      {GoogleSignIn ? (
        <>
          <Divider plain style={{ margin: "16px 0 8px" }}>
            {t("google.or")}
          </Divider>
          <Suspense fallback={null}>
            <GoogleSignIn
              disabled={isPending}
              onCredential={(tokenId) => signIn({ provider: "google", tokenId })}
            />
          </Suspense>
        </>
      ) : null}
      {DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts onPick={(email, password) => form.setFieldsValue({ email, password })} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
