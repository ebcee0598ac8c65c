import { Tag, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { SubRoleDefinition } from "../../schema/role";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime } from "@/lib/format";

/** /role/sub-roles: the brand and outlet sub-admin roles (spec 4) and how many users have each. */
export default function SubRoleList() {
  const { t, i18n } = useTranslation("users");
  const { t: tc } = useTranslation("users");
  const table = useResourceTable<SubRoleDefinition>({
    initialSorters: [{ field: "roleName", order: "asc" }],
  });
  const permissions = useAccess("sub-roles");
  const can = useMemo(() => ({ ...permissions, show: false, remove: false }), [permissions]);
  const columns = useMemo(
    (): ListColumn<SubRoleDefinition>[] => [
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
        csv: (row) => row.type,
        render: (type: SubRoleDefinition["type"]) => (
          <Tag>
            {type === "BRAND"
              ? t("users:roles.subRoles.types.BRAND")
              : t("users:roles.subRoles.types.STORE")}
          </Tag>
        ),
      },
      { key: "brandName", title: t("users:roles.subRoles.fields.brand") },
      {
        key: "stores",
        title: t("users:roles.subRoles.fields.stores"),
        csv: (row) => row.stores.map((store) => store.storeName).join("; "),
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
        render: (_, row) => (
          <RecordActions resource="sub-roles" id={row.subRoleId} name={row.roleName} can={can} />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, tc, i18n.language, can],
  );
  const title = t("users:roles.subRoles.titles.list");
  return (
    <ListPage title={title}>
      <ResourceList<SubRoleDefinition>
        resource="sub-roles"
        table={table}
        columns={columns}
        rowKey="subRoleId"
        label={title}
        searchPlaceholder={t("users:roles.subRoles.search")}
        exportName="sub-roles"
      />
    </ListPage>
  );
}
