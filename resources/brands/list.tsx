import { List } from "@/components/crud/views";
import { Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRecordPermissions } from "@/components/crud/record-actions";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { brandColumns } from "./columns";
import type { Brand } from "./types";
import { PageTitle } from "@/components/crud/page-title";

export default function BrandList() {
  const { t, i18n } = useTranslation();
  const table = useResourceTable<Brand>({ initialSorters: [{ field: "brandName", order: "asc" }] });
  const can = useRecordPermissions("brands");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => brandColumns(t, can), [t, i18n.language, can]);
  const title = t("brands.titles.list");

  return (
    <List title={<PageTitle>{title}</PageTitle>} breadcrumb={false}>
      <ResourceList<Brand>
        resource="brands"
        table={table}
        columns={columns}
        rowKey="brandId"
        label={title}
        searchPlaceholder={t("brands.filters.search")}
        exportName="brands"
        bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
        filters={
          <Select
            allowClear
            aria-label={t("brands.filters.isActive")}
            placeholder={t("brands.filters.isActive")}
            style={{ width: 160 }}
            value={table.getFilter<string>("isActive")}
            onChange={(value) => table.setFilter("isActive", "eq", value)}
            options={[
              { value: "true", label: t("crud.status.active") },
              { value: "false", label: t("crud.status.inactive") },
            ]}
          />
        }
      />
    </List>
  );
}
