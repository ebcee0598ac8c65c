import { TeamOutlined } from "@ant-design/icons";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { LinkButton } from "@/components/crud/link-button";
import { AreaList } from "@/components/crud/area-list";
import type { Role } from "../schema/role";
import { type RecordPermissions, useAccess } from "@/hooks/use-access";
import { roleColumns } from "./columns";
import roleCsv from "./roles.csv";
import { links } from "../links";

const columns = (t: TFunction, can: RecordPermissions) => roleColumns(t, t, can);

export default function RoleList() {
  const { t } = useTranslation("users");
  const maySubRoles = useAccess("sub-roles", "list");
  return (
    <AreaList<Role>
      initialSorters={[{ field: "roleName", order: "asc" }]}
      columns={columns}
      csv={roleCsv}
      archive
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
      exportName="roles"
      filters={(table) => <ActiveFilter table={table} label={t("users:roles.fields.isActive")} />}
    />
  );
}
