import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ChoiceFilter, DateRangeFilter } from "@/components/crud/filter-fields";
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
    <>
      {kind === "admin" && (
        <ChoiceFilter
          table={table}
          field="roleId"
          label={t("users:accounts.filters.role")}
          width={200}
          searchable
          loading={roles.loading}
          options={roles.options}
        />
      )}
      <ActiveFilter table={table} label={t("users:accounts.filters.isActive")} />
      <DateRangeFilter
        table={table}
        field="createdAt"
        label={t("users:accounts.filters.createdAt")}
        placeholder={[
          t("users:accounts.filters.createdFrom"),
          t("users:accounts.filters.createdTo"),
        ]}
        format={DATE_INPUT_FORMAT}
      />
    </>
  );
}
