import type { TFunction } from "i18next";
import { useCallback } from "react";
import { ArchivePage } from "@/components/crud/archive-page";
import type { RecordPermissions } from "@/hooks/use-access";
import type { Product } from "../schema/product";
import { productColumns } from "./columns";
import productCsv from "./products.csv";
import { ProductFilters, useProductFilterOptions } from "./filters";

export default function ProductArchive() {
  const { brands, storeOptions } = useProductFilterOptions();
  const columns = useCallback(
    (t: TFunction, can: RecordPermissions) => productColumns(t, { brandName: brands.nameOf, can }),
    [brands.nameOf],
  );
  return (
    <ArchivePage<Product>
      columns={columns}
      csv={productCsv.with({ brandNames: brands.names })}
      filters={(table) => (
        <ProductFilters table={table} brandOptions={brands.options} storeOptions={storeOptions} />
      )}
    />
  );
}
