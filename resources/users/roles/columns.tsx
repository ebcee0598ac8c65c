import { Typography } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import type { RecordPermissions } from "@/hooks/use-access";
import { ActiveTag } from "@/components/crud/status-tag";
import type { Role } from "../schema/role";
import { formatDateTime } from "@/lib/format";
import { links } from "../links";

/** The role list's columns (the archive page shows the same). */
export function roleColumns(
  t: TFunction<"roles">,
  tc: TFunction,
  can: RecordPermissions,
): ListColumn<Role>[] {
  return [
    {
      key: "roleName",
      title: t("users:roles.fields.roleName"),
      sortable: true,
      alwaysVisible: true,
      render: (_, role) => <Link to={links.role.show(role.roleId)}>{role.roleName}</Link>,
    },
    {
      key: "description",
      title: t("users:roles.fields.description"),
      ellipsis: true,
      render: (text: string) => text || <Typography.Text type="secondary">-</Typography.Text>,
    },
    {
      key: "permissions",
      title: t("users:roles.fields.permissionCount"),
      csv: (role) => String(role.permissions.length),
      render: (_, role) => role.permissions.length,
    },
    { key: "memberCount", title: t("users:roles.fields.memberCount") },
    {
      key: "isActive",
      title: t("users:roles.fields.isActive"),
      sortable: true,
      csv: (role) => (role.isActive ? tc("crud.status.active") : tc("crud.status.inactive")),
      render: (active: boolean) => <ActiveTag active={active} />,
    },
    {
      key: "updatedAt",
      title: tc("crud.fields.updatedAt"),
      sortable: true,
      render: formatDateTime,
    },
    {
      key: "actions",
      title: tc("crud.fields.actions"),
      csv: false,
      alwaysVisible: true,
      fixed: "right",
      render: (_, role) => (
        <RecordActions resource="role" id={role.roleId} name={role.roleName} can={can} />
      ),
    },
  ];
}
