import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { useGlobalFilter } from "@/hooks/use-global-filter";
import { productColumns } from "./columns";
import { ProductFilters, useProductFilterOptions } from "./filters";
import type { Product } from "../schema/product";
import { useAccess } from "@/hooks/use-access";

export default function ProductList() {
  const { t, i18n } = useTranslation("catalogue");
  const table = useResourceTable<Product>({
    initialSorters: [{ field: "updatedAt", order: "desc" }],
  });
  const { brands, storeOptions } = useProductFilterOptions();
  const can = useAccess("products");
  const { store } = useGlobalFilter();
  const columns = useMemo(
    () =>
      productColumns(t, {
        brandName: brands.nameOf,
        can,
        store: store ? { storeId: store.storeId, storeName: store.storeName } : undefined,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, brands.nameOf, can, store?.storeId, store?.storeName],
  );
  const title = t("catalogue:products.titles.list");

  return (
    <ListPage title={title} archiveOf="products">
      <ResourceList<Product>
        resource="products"
        table={table}
        columns={columns}
        rowKey="productId"
        label={title}
        searchPlaceholder={t("catalogue:products.filters.search")}
        exportName="products"
        bulk={{ activateValues: { status: "ACTIVE" }, deactivateValues: { status: "INACTIVE" } }}
        filters={
          <ProductFilters table={table} brandOptions={brands.options} storeOptions={storeOptions} />
        }
      />
    </ListPage>
  );
}
