import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { UserWithRole } from "../schema/user";
import { useSessionUser } from "@/hooks/use-session";
import { userListFilters, type UserKind } from "./kinds";
import { userTexts } from "./texts";
import { userColumns } from "./user-columns";
import { UserFilters } from "./user-filters";
import { useUserPermissions } from "./use-user-permissions";

/** /admin and /customer: the users of one list, searched by name, email or phone. */
export function UserList({ kind }: { kind: UserKind }) {
  const { t, i18n } = useTranslation("users");
  const can = useUserPermissions(kind);
  const me = useSessionUser()?.userId;
  const permanentFilters = useMemo(() => userListFilters(kind), [kind]);
  const table = useResourceTable<UserWithRole>({ permanentFilters });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => userColumns(t, can), [t, i18n.language, can]);
  const texts = userTexts(t, kind);
  const title = texts.list;
  return (
    <ListPage title={title}>
      <ResourceList<UserWithRole>
        resource={can.resource}
        table={table}
        columns={columns}
        rowKey="userId"
        label={title}
        searchPlaceholder={t("users:accounts.filters.search")}
        exportName={kind === "admin" ? "admins" : "customers"}
        emptyText={texts.empty}
        bulk={{
          activateValues: { isActive: true },
          deactivateValues: { isActive: false },
          // Users are deleted one at a time (another admin needs FORCE_DELETE_OTHER_USER), and nobody
          // deactivates their own account: their row cannot be selected.
          allowDelete: false,
          selectable: (user) => user.userId !== me,
        }}
        filters={<UserFilters table={table} kind={kind} />}
      />
    </ListPage>
  );
}
