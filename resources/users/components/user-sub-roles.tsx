import { useCustom, useCustomMutation, useList } from "@refinedev/core";
import { Alert, App, Button, Empty, Flex, Form, Tag, Typography } from "antd";
import { SectionCard } from "@/components/crud/section-card";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import type { SubRole, SubRoleDefinition } from "../schema/role";
import { subRoleTypeLabel } from "../roles/sub-roles/labels";
import { useAccess } from "@/hooks/use-access";
import { apiPath } from "@providers/data/api-path";

interface UserSubRolesProps {
  userId: string;
}

/**
 * A user's sub roles (spec 4) on the admin edit page: the ones the user has, a multi-select of the
 * sub-role definitions, and Save (`PUT /users/{userId}/sub-roles`). Having one makes the view-as
 * selector offer the sub app to the user (after their next profile load). Needs USER update; an
 * archived sub role is offered only to users who already have it.
 */
export function UserSubRoles({ userId }: UserSubRolesProps) {
  const { t } = useTranslation("users");
  const { message } = App.useApp();
  const mayEdit = useAccess("ADMIN", "edit");
  const url = apiPath("/users/{id}/sub-roles", { id: userId });
  const current = useCustom<SubRole[]>({ url, method: "get" });
  const definitions = useList<SubRoleDefinition>({
    resource: "sub-roles",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    sorters: [{ field: "roleName", order: "asc" }],
    // Archived definitions too: a user keeps an archived sub role they have.
    filters: [],
    meta: { apiPath: "sub-roles" },
  });
  const archived = useList<SubRoleDefinition>({
    resource: "sub-roles",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    filters: [{ field: "isArchived", operator: "eq", value: "true" }],
    meta: { apiPath: "sub-roles" },
  });
  const { mutateAsync, mutation } = useCustomMutation<SubRole[]>();
  const held = current.query.data?.data;
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (held) setSelected(held.map((subRole) => subRole.subRoleId));
  }, [held]);

  const options = useMemo(() => {
    const heldIds = new Set((held ?? []).map((subRole) => subRole.subRoleId));
    const active = definitions.result.data ?? [];
    const kept = (archived.result.data ?? []).filter((row) => heldIds.has(row.subRoleId));
    return [...active, ...kept].map((row) => ({
      value: row.subRoleId,
      label: `${row.roleName} (${subRoleTypeLabel(t, row.type)}, ${row.brandName})`,
    }));
  }, [definitions.result.data, archived.result.data, held, t]);

  const dirty =
    !!held &&
    JSON.stringify([...selected].sort()) !==
      JSON.stringify(held.map((subRole) => subRole.subRoleId).sort());

  const save = async () => {
    setError(undefined);
    try {
      await mutateAsync({
        url,
        method: "put",
        values: { subRoleIds: selected },
        successNotification: false,
        errorNotification: false,
      });
      await current.query.refetch();
      void message.success(t("users:roles.userSubRoles.saved"));
    } catch (caught) {
      const failure = caught as { message?: string; errors?: Record<string, string> };
      setError(
        failure.errors?.subRoleIds ?? failure.message ?? t("users:roles.userSubRoles.saveFailed"),
      );
    }
  };

  const title = t("users:roles.userSubRoles.title");
  const fieldId = `user-sub-roles-${userId}`;
  return (
    <SectionCard title={title}>
      {current.query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t("users:roles.userSubRoles.loadFailed")}
          action={
            <Button size="small" onClick={() => void current.query.refetch()}>
              {t("crud.errorState.retry")}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t("users:roles.userSubRoles.hint")}</Typography.Text>
          <div aria-label={t("users:roles.userSubRoles.current")} role="group">
            {held && held.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t("users:roles.userSubRoles.none")}
              />
            ) : (
              <Flex gap={6} wrap>
                {(held ?? []).map((subRole) => (
                  <Tag key={subRole.subRoleId}>
                    {subRole.roleName} · {subRole.brandName}
                  </Tag>
                ))}
              </Flex>
            )}
          </div>
          {mayEdit && (
            <Form layout="vertical" onFinish={() => void save()}>
              <Form.Item
                label={t("users:roles.userSubRoles.select")}
                htmlFor={fieldId}
                validateStatus={error ? "error" : undefined}
                help={error}
              >
                <FormSelect
                  id={fieldId}
                  mode="multiple"
                  allowClear
                  value={selected}
                  onChange={(value: string[]) => setSelected(value)}
                  options={options}
                  optionFilterProp="label"
                  loading={definitions.query.isLoading || current.query.isLoading}
                  placeholder={t("users:roles.userSubRoles.placeholder")}
                />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                disabled={!dirty}
                loading={mutation.isPending}
              >
                {t("users:roles.userSubRoles.save")}
              </Button>
            </Form>
          )}
        </Flex>
      )}
    </SectionCard>
  );
}
