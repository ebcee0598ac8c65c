import type { TFunction } from "i18next";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ACTIVE_BULK, AreaList } from "@/components/crud/area-list";
import type { UserWithRole } from "../schema/user";
import { useSessionUser } from "@/hooks/use-session";
import { userListFilters, type UserKind } from "./kinds";
import { userTexts } from "./texts";
import { userColumns } from "./user-columns";
import userCsv from "./users.csv";
import { UserFilters } from "./user-filters";
import { useUserPermissions } from "./use-user-permissions";
import { UserMailContext, useUserMail } from "./use-user-mail";

/** /admin and /customer: the users of one list, searched by name, email or phone. */
export function UserList({ kind }: { kind: UserKind }) {
  const { t } = useTranslation("users");
  const can = useUserPermissions(kind);
  const me = useSessionUser()?.userId;
  const permanentFilters = useMemo(() => userListFilters(kind), [kind]);
  const columns = useCallback((tc: TFunction) => userColumns(tc, can), [can]);
  const texts = userTexts(t, kind);
  const mail = useUserMail();
  return (
    <UserMailContext.Provider value={mail}>
      <AreaList<UserWithRole>
        resource={can.resource}
        rowKey="userId"
        title={texts.list}
        searchPlaceholder={t("users:accounts.filters.search")}
        permanentFilters={permanentFilters}
        columns={columns}
        csv={userCsv}
        exportName={kind === "admin" ? "admins" : "customers"}
        emptyText={texts.empty}
        bulk={{
          ...ACTIVE_BULK,
          // Users are deleted one at a time (another admin needs FORCE_DELETE_OTHER_USER), and nobody
          // deactivates their own account: their row cannot be selected.
          allowDelete: false,
          selectable: (user) => user.userId !== me,
        }}
        filters={(table) => <UserFilters table={table} kind={kind} />}
      />
    </UserMailContext.Provider>
  );
}
