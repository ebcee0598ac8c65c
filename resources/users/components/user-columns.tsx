import type { TFunction } from "i18next";
import { RowLink } from "@/components/crud/row-link";
import type { ListColumn } from "@/components/crud/columns";
import {
  actionsColumn,
  activeColumn,
  createdAtColumn,
  updatedAtColumn,
} from "@/components/crud/standard-columns";
import type { UserWithRole } from "../schema/user";
import { UserRowActions } from "./user-row-actions";
import type { UserPermissions } from "./use-user-permissions";
import { userLinks } from "./kinds";
import { formatPhone } from "@/lib/format";

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
          <RowLink to={userLinks(can.kind).show(user.userId)}>{user.name}</RowLink>
        ) : (
          user.name
        ),
    },
    { key: "email", title: t("users:accounts.fields.email"), sortable: true },
    {
      key: "phone",
      title: t("users:accounts.fields.phone"),
      sortable: true,
      render: (phone: string) => formatPhone(phone),
    },
    {
      key: "role",
      phone: true,
      title: t("users:accounts.fields.role"),
      dataIndex: ["role", "roleName"],
    },
    activeColumn(t("users:accounts.fields.isActive"), { defaultHidden: true }),
    createdAtColumn(t),
    updatedAtColumn(t),
    actionsColumn(t, (user) => <UserRowActions user={user} can={can} />),
  ];
}
