import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ChoiceFilter } from "./filter-fields";
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
    <ChoiceFilter
      table={table}
      field="isActive"
      label={label}
      width={160}
      options={[
        { value: "true", label: t("crud.status.active") },
        { value: "false", label: t("crud.status.inactive") },
      ]}
    />
  );
}
