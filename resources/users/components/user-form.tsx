import { Form, Input, Row, type FormProps } from "antd";
import { useTranslation } from "react-i18next";
import { OptionsSelect } from "@/components/form/options-select";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { config } from "@/config";
import {
  emailChangeRequest,
  userCreateForm,
  userEditForm,
  type UserFormValues,
} from "../schema/user";
import { EmailChangeField } from "./email-change-field";
import type { UserKind } from "./kinds";
import { PasswordFields } from "./password-fields";
import { useAdminRoleOptions } from "./use-role-options";
import { RadioGroup } from "@/components/form/choice-group";
import { FieldCol } from "@/components/form/field-col";

interface UserFormProps {
  kind: UserKind;
  formProps: FormProps<UserFormValues>;
  /** Edit: the user's id and loaded email (the email then changes by code). */
  edit?: { userId: string; email?: string; self: boolean };
}

/** Whether an address may be sent a code (the email-change request's own rule). */
const isEmail = (value: string) => emailChangeRequest.shape.email.safeParse(value).success;

/**
 * The admin and customer form (spec 6 user configuration): name as first, middle and last name; phone
 * optional, changed without OTP; the email changed by OTP on edit; the role for admins (a customer
 * always holds the customer role); the first password on create. Every field's label and rules are
 * the schema's.
 */
export function UserForm({ kind, formProps, edit }: UserFormProps) {
  const { t } = useTranslation("users");
  const field = useSchemaForm(edit ? userEditForm : userCreateForm);
  const roles = useAdminRoleOptions(kind === "admin");
  return (
    <Form<UserFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{
        isActive: true,
        gender: "MALE",
        ...(kind === "customer" ? { roleId: config.customerRoleId } : {}),
        ...formProps.initialValues,
      }}
      style={{ maxWidth: 720 }}
    >
      <Row gutter={16}>
        <FieldCol xs={24} md={8} {...field("firstName")}>
          <Input autoComplete="off" />
        </FieldCol>
        <FieldCol xs={24} md={8} {...field("middleName")}>
          <Input autoComplete="off" />
        </FieldCol>
        <FieldCol xs={24} md={8} {...field("lastName")}>
          <Input autoComplete="off" />
        </FieldCol>
      </Row>
      {edit ? (
        <EmailChangeField
          userId={edit.userId}
          current={edit.email}
          field={field}
          isEmail={isEmail}
        />
      ) : (
        <Form.Item {...field("email")}>
          <Input autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item {...field("phone")} extra={t("users:accounts.hints.phone")}>
        <Input inputMode="tel" autoComplete="off" />
      </Form.Item>
      {kind === "admin" ? (
        <Form.Item
          {...field("roleId")}
          extra={edit?.self ? t("users:accounts.hints.ownRole") : undefined}
        >
          <OptionsSelect source={roles} disabled={edit?.self} />
        </Form.Item>
      ) : (
        <Form.Item name="roleId" hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item {...field("gender")}>
        <RadioGroup
          options={[
            { value: "MALE", label: t("users:accounts.gender.male") },
            { value: "FEMALE", label: t("users:accounts.gender.female") },
          ]}
        />
      </Form.Item>
      {!edit?.self && <SwitchItem {...field("isActive")} />}
      {!edit && <PasswordFields field={field} name="password" />}
    </Form>
  );
}
