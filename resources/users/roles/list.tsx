import { TeamOutlined } from "@ant-design/icons";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ActiveFilter } from "@/components/crud/active-filter";
import { LinkButton } from "@/components/crud/link-button";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Role } from "../schema/role";
import { useAccess } from "@/hooks/use-access";
import { roleColumns } from "./columns";
import { links } from "../links";

export default function RoleList() {
  const { t, i18n } = useTranslation("users");
  const { t: tc } = useTranslation("users");
  const table = useResourceTable<Role>({ initialSorters: [{ field: "roleName", order: "asc" }] });
  const can = useAccess("role");
  const maySubRoles = useAccess("sub-roles", "list");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => roleColumns(t, tc, can), [t, tc, i18n.language, can]);
  const title = t("users:roles.titles.list");
  return (
    <ListPage
      title={title}
      archiveOf="role"
      headerButtons={({ defaultButtons }) => (
        <>
          {maySubRoles && (
            <LinkButton to={links.subRole.list()} icon={<TeamOutlined aria-hidden />}>
              {t("users:roles.subRoles.open")}
            </LinkButton>
          )}
          {defaultButtons}
        </>
      )}
    >
      <ResourceList<Role>
        resource="role"
        table={table}
        columns={columns}
        rowKey="roleId"
        label={title}
        searchPlaceholder={t("users:roles.filters.search")}
        exportName="roles"
        filters={<ActiveFilter table={table} label={t("users:roles.fields.isActive")} />}
      />
    </ListPage>
  );
}
