import { Alert, Button, Col, Form, Input, Row, Skeleton, Switch, type FormProps } from "antd";
import { useTranslation } from "react-i18next";
import type { BasePermission, RoleFormValues } from "../schema/role";
import { MenuSummary } from "./menu-summary";
import { PermissionMatrix } from "./permission-matrix";

interface RoleFormProps {
  formProps: FormProps<RoleFormValues>;
  base: BasePermission[] | undefined;
  baseQuery: { isError: boolean; refetch: () => unknown };
  locked: readonly string[];
}

/** The role form shared by create and edit: name, description, active, and the permission matrix. */
export function RoleForm({ formProps, base, baseQuery, locked }: RoleFormProps) {
  const { t } = useTranslation("users");
  const { t: tc } = useTranslation("users");
  const permissions = Form.useWatch("permissions", formProps.form) as string[] | undefined;
  return (
    <Form<RoleFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, permissions: [], ...formProps.initialValues }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="roleName"
            label={t("users:roles.fields.roleName")}
            rules={[
              {
                required: true,
                whitespace: true,
                message: tc("crud.validation.required", {
                  field: t("users:roles.fields.roleName"),
                }),
              },
              {
                max: 100,
                message: tc("crud.validation.maxLength", {
                  field: t("users:roles.fields.roleName"),
                  max: 100,
                }),
              },
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="isActive"
            label={t("users:roles.fields.isActive")}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="description"
        label={t("users:roles.fields.description")}
        rules={[
          {
            max: 500,
            message: tc("crud.validation.maxLength", {
              field: t("users:roles.fields.description"),
              max: 500,
            }),
          },
        ]}
      >
        <Input.TextArea rows={2} showCount maxLength={500} />
      </Form.Item>
      <Form.Item
        name="permissions"
        label={<span id="role-permissions-label">{t("users:roles.fields.permissions")}</span>}
      >
        {base ? (
          <PermissionMatrix base={base} locked={locked} />
        ) : baseQuery.isError ? (
          <Alert
            type="error"
            showIcon
            message={t("users:roles.matrix.loadFailed")}
            action={
              <Button size="small" onClick={() => void baseQuery.refetch()}>
                {tc("crud.errorState.retry")}
              </Button>
            }
          />
        ) : (
          <Skeleton active />
        )}
      </Form.Item>
      <MenuSummary codes={permissions ?? []} />
    </Form>
  );
}
