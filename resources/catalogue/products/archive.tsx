import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ArchivePage } from "@/components/crud/archive-page";
import type { RecordPermissions } from "@/hooks/use-access";
import type { Product } from "../schema/product";
import { productColumns } from "./columns";
import { ProductFilters, useProductFilterOptions } from "./filters";

const nameOf = (product: Product) => product.productName;

export default function ProductArchive() {
  const { t } = useTranslation("catalogue");
  const { brands, storeOptions } = useProductFilterOptions();
  const columns = useCallback(
    (t: TFunction, can: RecordPermissions) => productColumns(t, { brandName: brands.nameOf, can }),
    [brands.nameOf],
  );
  return (
    <ArchivePage<Product>
      resource="products"
      rowKey="productId"
      nameOf={nameOf}
      columns={columns}
      title={t("catalogue:products.titles.archive")}
      searchPlaceholder={t("catalogue:products.filters.search")}
      filters={(table) => (
        <ProductFilters table={table} brandOptions={brands.options} storeOptions={storeOptions} />
      )}
    />
  );
}
