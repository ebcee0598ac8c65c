import type { TFunction } from "i18next";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import {
  actionsColumn,
  activeColumn,
  updatedAtColumn,
  nameColumn,
  textColumn,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import { formatNumber } from "@/lib/format";
import type { Role } from "../schema/role";
import { links } from "../links";

/** The role list's columns (the archive page shows the same). */
export function roleColumns(
  t: TFunction<"roles">,
  tc: TFunction,
  can: RecordPermissions,
): ListColumn<Role>[] {
  return [
    nameColumn("roleName", t("users:roles.fields.roleName"), (role) =>
      links.role.show(role.roleId),
    ),
    textColumn("description", t("users:roles.fields.description")),
    {
      key: "permissions",
      title: t("users:roles.fields.permissionCount"),
      render: (_, role) => formatNumber(role.permissions.length),
    },
    {
      key: "memberCount",
      title: t("users:roles.fields.memberCount"),
      render: (count: number) => formatNumber(count),
    },
    activeColumn(t("users:roles.fields.isActive")),
    updatedAtColumn(tc),
    actionsColumn(tc, (role) => (
      <RecordActions resource="role" id={role.roleId} name={role.roleName} can={can} />
    )),
  ];
}
