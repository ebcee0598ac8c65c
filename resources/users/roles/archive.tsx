import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Role } from "../schema/role";
import { roleColumns } from "./columns";

const READ_ONLY = { show: true, edit: false, remove: false };
const nameOf = (role: Role) => role.roleName;

/** Archived roles: their members keep them; they are given to no one new until unarchived. */
export default function RoleArchive() {
  const { t, i18n } = useTranslation("users");
  const { t: tc } = useTranslation("users");
  const table = useResourceTable<Role>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => roleColumns(t, tc, READ_ONLY), [t, tc, i18n.language]);
  return (
    <ArchiveList<Role>
      resource="role"
      table={table}
      columns={columns}
      rowKey="roleId"
      nameOf={nameOf}
      title={t("users:roles.titles.archive")}
      searchPlaceholder={t("users:roles.filters.search")}
      filters={<ActiveFilter table={table} label={t("users:roles.fields.isActive")} />}
    />
  );
}
