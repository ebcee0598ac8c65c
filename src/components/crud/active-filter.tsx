import type { BaseRecord } from "@refinedev/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import type { ResourceTable } from "./use-resource-table";

/** The "Active / Inactive" filter of a list whose records have `isActive` (kept in the URL). */
export function ActiveFilter<T extends BaseRecord>({
  table,
  label,
}: {
  table: ResourceTable<T>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      aria-label={label}
      placeholder={label}
      style={{ width: 160 }}
      value={table.getFilter<string>("isActive")}
      onChange={(value) => table.setFilter("isActive", "eq", value)}
      options={[
        { value: "true", label: t("crud.status.active") },
        { value: "false", label: t("crud.status.inactive") },
      ]}
    />
  );
}
