import { Col, Form, Input, Radio, Row, Switch, type FormProps } from "antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { config } from "@/config";
import type { UserFormValues } from "../schema/user";
import { PHONE_PATTERN } from "@/contract/rules";
import { EmailChangeField } from "./email-change-field";
import type { UserKind } from "./kinds";
import { PasswordFields } from "./password-fields";
import { useAdminRoleOptions } from "./use-role-options";

interface UserFormProps {
  kind: UserKind;
  formProps: FormProps<UserFormValues>;
  /** Edit: the user's id and loaded email (the email then changes by code). */
  edit?: { userId: string; email?: string; self: boolean };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The admin and customer form (spec 6 user configuration): name as first, middle and last name; phone
 * optional, changed without OTP; the email changed by OTP on edit; the role for admins (a customer
 * always holds the customer role); the first password on create.
 */
export function UserForm({ kind, formProps, edit }: UserFormProps) {
  const { t } = useTranslation("users");
  const roles = useAdminRoleOptions(kind === "admin");
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("crud.validation.required", { field }),
  });
  const max = (field: string, length: number) => ({
    max: length,
    message: t("crud.validation.maxLength", { field, max: length }),
  });
  const first = t("users:accounts.fields.firstName");
  const middle = t("users:accounts.fields.middleName");
  const last = t("users:accounts.fields.lastName");
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
        <Col xs={24} md={8}>
          <Form.Item name="firstName" label={first} rules={[required(first), max(first, 50)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="middleName" label={middle} rules={[max(middle, 50)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="lastName" label={last} rules={[max(last, 50)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      {edit ? (
        <EmailChangeField userId={edit.userId} current={edit.email} />
      ) : (
        <Form.Item
          name="email"
          label={t("users:accounts.fields.email")}
          rules={[
            { required: true, message: t("users:accounts.validation.emailRequired") },
            { pattern: EMAIL, message: t("users:accounts.validation.emailInvalid") },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item
        name="phone"
        label={t("users:accounts.fields.phone")}
        extra={t("users:accounts.hints.phone")}
        rules={[{ pattern: PHONE_PATTERN, message: t("users:accounts.validation.phoneInvalid") }]}
      >
        <Input inputMode="tel" autoComplete="off" />
      </Form.Item>
      {kind === "admin" ? (
        <Form.Item
          name="roleId"
          label={t("users:accounts.fields.role")}
          extra={edit?.self ? t("users:accounts.hints.ownRole") : undefined}
          rules={[
            {
              required: true,
              message: t("crud.validation.required", { field: t("users:accounts.fields.role") }),
            },
          ]}
        >
          <FormSelect
            showSearch
            optionFilterProp="label"
            loading={roles.loading}
            options={roles.options}
            disabled={edit?.self}
          />
        </Form.Item>
      ) : (
        <Form.Item name="roleId" hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item name="gender" label={t("users:accounts.fields.gender")}>
        <Radio.Group
          options={[
            { value: "MALE", label: t("users:accounts.gender.male") },
            { value: "FEMALE", label: t("users:accounts.gender.female") },
          ]}
        />
      </Form.Item>
      {!edit?.self && (
        <Form.Item
          name="isActive"
          label={t("users:accounts.fields.isActive")}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      )}
      {!edit && <PasswordFields name="password" />}
    </Form>
  );
}
