import { Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { AreaList } from "@/components/crud/area-list";
import type { ListColumn } from "@/components/crud/columns";
import { recordActionsColumn, updatedAtColumn } from "@/components/crud/standard-columns";
import type { SubRoleDefinition } from "../../schema/role";
import type { RecordPermissions } from "@/hooks/use-access";
import { subRoleTypeLabel } from "./labels";
import subRoleCsv from "./sub-roles.csv";

/** The sub-roles' columns: their kind, brand, outlets and how many users have each. */
function subRoleColumns(t: TFunction, can: RecordPermissions): ListColumn<SubRoleDefinition>[] {
  return [
    {
      key: "roleName",
      title: t("users:roles.subRoles.fields.roleName"),
      sortable: true,
      alwaysVisible: true,
    },
    {
      key: "type",
      phone: true,
      title: t("users:roles.subRoles.fields.type"),
      sortable: true,
      render: (type: SubRoleDefinition["type"]) => <Tag>{subRoleTypeLabel(t, type)}</Tag>,
    },
    { key: "brandName", title: t("users:roles.subRoles.fields.brand") },
    {
      key: "stores",
      title: t("users:roles.subRoles.fields.stores"),
      render: (_, row) =>
        row.type === "BRAND" ? (
          <Typography.Text type="secondary">
            {t("users:roles.subRoles.allStores", { count: row.stores.length })}
          </Typography.Text>
        ) : (
          row.stores.map((store) => store.storeName).join(", ")
        ),
    },
    { key: "memberCount", title: t("users:roles.fields.memberCount") },
    updatedAtColumn(t),
    recordActionsColumn(t, "sub-roles", can, (row) => ({ id: row.subRoleId, name: row.roleName })),
  ];
}

/** /role/sub-roles: the brand and outlet sub-admin roles (spec 4) and how many users have each. */
export default function SubRoleList() {
  const { t } = useTranslation("users");
  return (
    <AreaList<SubRoleDefinition>
      searchPlaceholder={t("users:roles.subRoles.search")}
      initialSorters={[{ field: "roleName", order: "asc" }]}
      columns={subRoleColumns}
      csv={subRoleCsv}
      deny={{ show: false, remove: false }}
    />
  );
}
