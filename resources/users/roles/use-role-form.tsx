import { useCustom } from "@refinedev/core";
import { codesNoOtherRoleHolds, lockoutCodes } from "@providers/access-control/role-matrix";
import { App } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRecordForm } from "@/components/crud/use-record-form";
import { roleFields, type BasePermission, type Role, type RoleFormValues } from "../schema/role";
import { useSession } from "@/hooks/use-session";
import { refreshProfile } from "@/session/profile-refresh";
import { codeLabel } from "./labels";
import { apiPath } from "@providers/data/api-path";

/**
 * The role form of create and edit: the record form, the base permissions list the matrix is built
 * from, the codes the signed-in user may not remove from their own role, and two guards on save: a
 * confirmation before removing a code no other role holds, and (own role) the new menu at once.
 */
export function useRoleForm(action: "create" | "edit") {
  const { t } = useTranslation("users");
  const { modal } = App.useApp();
  const form = useRecordForm<Role, RoleFormValues>({
    action,
    resource: "role",
    idField: "roleId",
    schema: roleFields,
  });
  const session = useSession();
  const record = form.query?.data?.data;
  const base = useCustom<BasePermission[]>({
    url: apiPath("/roles/base-permissions"),
    method: "get",
  });
  const holders = useCustom<Record<string, number>>({
    url: apiPath("/roles/permission-holders"),
    method: "get",
    queryOptions: { enabled: action === "edit" },
  });
  const isOwnRole = action === "edit" && !!record && record.roleId === session?.user.role.roleId;
  const locked = useMemo(
    () =>
      isOwnRole && record ? lockoutCodes().filter((code) => record.permissions.includes(code)) : [],
    [isOwnRole, record],
  );

  const confirmRemoval = (codes: string[]) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t("users:roles.guards.lonelyTitle", { count: codes.length }),
        content: (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {codes.map((code) => (
              <li key={code}>
                {codeLabel(t, code)} <code>{code}</code>
              </li>
            ))}
          </ul>
        ),
        okText: t("users:roles.guards.lonelyOk"),
        cancelText: t("users:roles.guards.lonelyCancel"),
        okButtonProps: { danger: true },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const onFinish = async (values: RoleFormValues) => {
    const before = record?.permissions ?? [];
    const after = values.permissions ?? [];
    const removed = before.filter((code) => !after.includes(code));
    const lonely = codesNoOtherRoleHolds(removed, holders.query.data?.data ?? {});
    if (lonely.length > 0 && !(await confirmRemoval(lonely))) return;
    await form.formProps.onFinish?.(values);
    if (isOwnRole) await refreshProfile().catch(() => undefined);
  };

  return {
    ...form,
    formProps: { ...form.formProps, onFinish },
    base: base.query.data?.data,
    baseQuery: base.query,
    locked,
  };
}
