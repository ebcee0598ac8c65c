import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { ListColumn } from "@/components/crud/columns";
import { ActiveTag } from "@/components/crud/status-tag";
import type { UserWithRole } from "../schema/user";
import { UserRowActions } from "./user-row-actions";
import type { UserPermissions } from "./use-user-permissions";
import { formatDateTime } from "@/lib/format";
import { userLinks } from "./kinds";

/** The columns of spec 2.2 (name, email, phone, role, createdAt, updatedAt, actions), plus the status. */
export function userColumns(t: TFunction, can: UserPermissions): ListColumn<UserWithRole>[] {
  return [
    {
      key: "name",
      title: t("users:accounts.fields.name"),
      sortable: true,
      alwaysVisible: true,
      render: (_, user) =>
        can.record.show ? (
          <Link to={userLinks(can.kind).show(user.userId)}>{user.name}</Link>
        ) : (
          user.name
        ),
    },
    { key: "email", title: t("users:accounts.fields.email"), sortable: true },
    {
      key: "phone",
      title: t("users:accounts.fields.phone"),
      sortable: true,
      render: (phone: string) => phone || "-",
    },
    {
      key: "role",
      title: t("users:accounts.fields.role"),
      dataIndex: ["role", "roleName"],
      csv: (user) => user.role.roleName,
    },
    {
      key: "isActive",
      title: t("users:accounts.fields.isActive"),
      sortable: true,
      defaultHidden: true,
      csv: (user) => (user.isActive ? t("crud.status.active") : t("crud.status.inactive")),
      render: (active: boolean) => <ActiveTag active={active} />,
    },
    { key: "createdAt", title: t("crud.fields.createdAt"), sortable: true, render: formatDateTime },
    { key: "updatedAt", title: t("crud.fields.updatedAt"), sortable: true, render: formatDateTime },
    {
      key: "actions",
      title: t("crud.fields.actions"),
      csv: false,
      alwaysVisible: true,
      fixed: "right",
      render: (_, user) => <UserRowActions user={user} can={can} />,
    },
  ];
}
