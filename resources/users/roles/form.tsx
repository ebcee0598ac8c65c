import { Alert, Button, Col, Form, Input, Row, Skeleton, type FormProps } from "antd";
import { useTranslation } from "react-i18next";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { roleFields, type BasePermission, type RoleFormValues } from "../schema/role";
import { MenuSummary } from "./menu-summary";
import { PermissionMatrix } from "./permission-matrix";
import { FieldCol } from "@/components/form/field-col";

interface RoleFormProps {
  formProps: FormProps<RoleFormValues>;
  base: BasePermission[] | undefined;
  baseQuery: { isError: boolean; refetch: () => unknown };
  locked: readonly string[];
}

/**
 * The role form shared by create and edit: name, description, active, and the permission matrix; its
 * fields' labels and rules are the schema's.
 */
export function RoleForm({ formProps, base, baseQuery, locked }: RoleFormProps) {
  const { t } = useTranslation("users");
  const field = useSchemaForm(roleFields);
  const permissions = Form.useWatch("permissions", formProps.form) as string[] | undefined;
  return (
    <Form<RoleFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, permissions: [], ...formProps.initialValues }}
    >
      <Row gutter={16}>
        <FieldCol xs={24} md={12} {...field("roleName")}>
          <Input />
        </FieldCol>
        <Col xs={24} md={12}>
          <SwitchItem {...field("isActive")} />
        </Col>
      </Row>
      <Form.Item {...field("description")}>
        <Input.TextArea rows={2} showCount maxLength={500} />
      </Form.Item>
      <Form.Item
        {...field("permissions", {
          label: <span id="role-permissions-label">{t("users:roles.fields.permissions")}</span>,
        })}
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
                {t("crud.errorState.retry")}
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
