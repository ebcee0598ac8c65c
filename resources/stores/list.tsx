import { List } from "@/components/crud/views";
import { Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRecordPermissions } from "@/components/crud/record-actions";
import { ResourceList } from "@/components/crud/resource-list";
import { useBrandOptions } from "@/components/crud/use-brand-options";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { storeColumns } from "./columns";
import type { Store } from "./types";
import { PageTitle } from "@/components/crud/page-title";

export default function StoreList() {
  const { t, i18n } = useTranslation();
  const table = useResourceTable<Store>({ initialSorters: [{ field: "storeName", order: "asc" }] });
  const brands = useBrandOptions();
  const can = useRecordPermissions("stores");
  const columns = useMemo(
    () => storeColumns(t, brands.nameOf, can),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, brands.nameOf, can],
  );
  const title = t("stores.titles.list");

  return (
    <List title={<PageTitle>{title}</PageTitle>} breadcrumb={false}>
      <ResourceList<Store>
        resource="stores"
        table={table}
        columns={columns}
        rowKey="storeId"
        label={title}
        searchPlaceholder={t("stores.filters.search")}
        exportName="stores"
        bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
        filters={
          <>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              aria-label={t("stores.filters.brand")}
              placeholder={t("stores.filters.brand")}
              style={{ width: 200 }}
              loading={brands.loading}
              value={table.getFilter<string>("companyBrandId")}
              onChange={(value) => table.setFilter("companyBrandId", "eq", value)}
              options={brands.options}
            />
            <Select
              allowClear
              aria-label={t("stores.filters.isActive")}
              placeholder={t("stores.filters.isActive")}
              style={{ width: 160 }}
              value={table.getFilter<string>("isActive")}
              onChange={(value) => table.setFilter("isActive", "eq", value)}
              options={[
                { value: "true", label: t("crud.status.active") },
                { value: "false", label: t("crud.status.inactive") },
              ]}
            />
          </>
        }
      />
    </List>
  );
}
