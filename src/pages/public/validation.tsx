import { Alert, Form, Input } from "antd";
import { useTranslation } from "react-i18next";

/** Loose but standard: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The e-mail field of the public forms (sign-in, forgot password): required and of the e-mail's form,
 * each with the form's own message, focused when the page opens. The public pages check by hand:
 * they load none of the schemas' code.
 */
export function EmailField({
  required,
  invalid,
  autoComplete,
}: {
  required: string;
  invalid: string;
  autoComplete: "username" | "email";
}) {
  const { t } = useTranslation("login");
  return (
    <Form.Item
      label={t("fields.email")}
      name="email"
      rules={[
        { required: true, message: required },
        { pattern: EMAIL_PATTERN, message: invalid },
      ]}
    >
      <Input
        autoComplete={autoComplete}
        inputMode="email"
        placeholder={t("placeholders.email")}
        autoFocus
      />
    </Form.Item>
  );
}

/** A form's refusal above its fields (the server's sentence), or nothing. */
export function FormError({ error, testId }: { error?: string | null; testId: string }) {
  return error ? (
    <Alert
      type="error"
      showIcon
      message={error}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  ) : null;
}

/**
 * The second field of a new password: required and the same as `newPassword`, each with the form's
 * own message (reset password, change password).
 */
export function RetypePasswordField({
  label,
  required,
  mismatch,
}: {
  label: string;
  required: string;
  mismatch: string;
}) {
  return (
    <Form.Item
      label={label}
      name="retypePassword"
      dependencies={["newPassword"]}
      rules={[
        { required: true, message: required },
        ({ getFieldValue }) => ({
          validator: (_, value?: string) =>
            !value || value === getFieldValue("newPassword")
              ? Promise.resolve()
              : Promise.reject(new Error(mismatch)),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
