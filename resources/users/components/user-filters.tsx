import { DatePicker, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { UserWithRole } from "../schema/user";
import type { UserKind } from "./kinds";
import { useAdminRoleOptions } from "./use-role-options";

type Range = [Dayjs | null, Dayjs | null] | null;

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
  const from = table.getFilter<string>("createdAt", "gte");
  const to = table.getFilter<string>("createdAt", "lte");
  const setRange = (range: Range) => {
    table.setFilters(
      [
        { field: "createdAt", operator: "gte", value: range?.[0]?.startOf("day").toISOString() },
        { field: "createdAt", operator: "lte", value: range?.[1]?.endOf("day").toISOString() },
      ],
      "merge",
    );
    table.setCurrentPage(1);
  };
  return (
    <>
      {kind === "admin" && (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={t("users:accounts.filters.role")}
          placeholder={t("users:accounts.filters.role")}
          style={{ width: 200 }}
          loading={roles.loading}
          value={table.getFilter<string>("roleId")}
          onChange={(value) => table.setFilter("roleId", "eq", value)}
          options={roles.options}
        />
      )}
      <ActiveFilter table={table} label={t("users:accounts.filters.isActive")} />
      <DatePicker.RangePicker
        aria-label={t("users:accounts.filters.createdAt")}
        placeholder={[
          t("users:accounts.filters.createdFrom"),
          t("users:accounts.filters.createdTo"),
        ]}
        format="DD/MM/YYYY"
        allowEmpty={[true, true]}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(range) => setRange(range as Range)}
      />
    </>
  );
}
