import { Form, Input } from "antd";
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
