import { Form, Input, type FormInstance } from "antd";
import type { useSchemaForm } from "@/components/form/use-schema-form";

/** The fields of a form whose schema holds a new password and its retype (../schema/user.ts). */
type SchemaField = ReturnType<typeof useSchemaForm>;

/**
 * New password and its retype, with the reset page's rules (spec 5) from the form's schema: "Field is
 * required", the server's 8 characters, and the retype must match ("Retype password doesn`t match
 * with new password").
 */
export function PasswordFields({
  field,
  name = "newPassword",
}: {
  field: SchemaField;
  name?: "newPassword" | "password";
}) {
  return (
    <>
      <Form.Item {...field(name)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item {...field("retypePassword")} dependencies={[name]}>
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
