import type { TFunction } from "i18next";
import { useCallback } from "react";
import { AreaList } from "@/components/crud/area-list";
import type { RecordPermissions } from "@/hooks/use-access";
import { useGlobalFilter } from "@/hooks/use-global-filter";
import { productColumns } from "./columns";
import productCsv from "./products.csv";
import { ProductFilters, useProductFilterOptions } from "./filters";
import type { Product } from "../schema/product";

export default function ProductList() {
  const { brands, storeOptions } = useProductFilterOptions();
  const { store } = useGlobalFilter();
  const columns = useCallback(
    (tc: TFunction, can: RecordPermissions) =>
      productColumns(tc, {
        brandName: brands.nameOf,
        can,
        store: store ? { storeId: store.storeId, storeName: store.storeName } : undefined,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store by value
    [brands.nameOf, store?.storeId, store?.storeName],
  );
  return (
    <AreaList<Product>
      initialSorters={[{ field: "updatedAt", order: "desc" }]}
      columns={columns}
      csv={productCsv.with({ brandNames: brands.names, storeId: store?.storeId })}
      archive
      bulk={{ activateValues: { status: "ACTIVE" }, deactivateValues: { status: "INACTIVE" } }}
      filters={(table) => (
        <ProductFilters table={table} brandOptions={brands.options} storeOptions={storeOptions} />
      )}
    />
  );
}
