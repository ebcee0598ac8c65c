import { useTranslation } from "react-i18next";
import { FilterBar } from "@/components/crud/filter-bar";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { UserWithRole } from "../schema/user";
import type { UserKind } from "./kinds";
import { useAdminRoleOptions } from "./use-role-options";
import { DATE_INPUT_FORMAT } from "@/lib/format";

/** Role (admin list only: the customer list has one role), active flag and created date range, in the URL. */
export function UserFilters({
  table,
  kind,
}: {
  table: ResourceTable<UserWithRole>;
  kind: UserKind;
}) {
  const { t } = useTranslation("users");
  const roles = useAdminRoleOptions(kind === "admin");
  return (
    <FilterBar
      table={table}
      filters={[
        kind === "admin" && {
          kind: "choice",
          field: "roleId",
          label: t("users:accounts.filters.role"),
          width: 200,
          searchable: true,
          loading: roles.loading,
          options: roles.options,
        },
        { kind: "active", label: t("users:accounts.filters.isActive") },
        {
          kind: "dates",
          field: "createdAt",
          label: t("users:accounts.filters.createdAt"),
          placeholder: [
            t("users:accounts.filters.createdFrom"),
            t("users:accounts.filters.createdTo"),
          ],
          format: DATE_INPUT_FORMAT,
        },
      ]}
    />
  );
}
