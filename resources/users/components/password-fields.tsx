import { Form, Input, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";

/**
 * New password and its retype, with the reset page's rules (spec 5): "Field is required", the retype
 * must match ("Retype password doesn`t match with new password"), and the server's 8 characters.
 */
export function PasswordFields({ name = "newPassword" }: { name?: string }) {
  const { t } = useTranslation("users");
  const required = { required: true, message: t("users:accounts.password.required") };
  return (
    <>
      <Form.Item
        name={name}
        label={t("users:accounts.password.newPassword")}
        rules={[required, { min: 8, message: t("users:accounts.password.minLength") }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="retypePassword"
        label={t("users:accounts.password.retypePassword")}
        dependencies={[name]}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              !value || value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(t("users:accounts.password.mismatch"))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** Disabled exactly while the two differ (spec 5), as on the reset page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form that holds the two fields
export function usePasswordsDiffer(form: FormInstance<any>, name = "newPassword") {
  const first = Form.useWatch<string | undefined>(name, form);
  const second = Form.useWatch<string | undefined>("retypePassword", form);
  return (first ?? "") !== (second ?? "");
}
