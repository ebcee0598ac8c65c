import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Product } from "../schema/product";
import { productColumns } from "./columns";
import { ProductFilters, useProductFilterOptions } from "./filters";

const READ_ONLY = { show: true, edit: false, remove: false };
const nameOf = (product: Product) => product.productName;

export default function ProductArchive() {
  const { t, i18n } = useTranslation("catalogue");
  const table = useResourceTable<Product>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  const { brands, storeOptions } = useProductFilterOptions();
  const columns = useMemo(
    () => productColumns(t, { brandName: brands.nameOf, can: READ_ONLY }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, brands.nameOf],
  );
  return (
    <ArchiveList<Product>
      resource="products"
      table={table}
      columns={columns}
      rowKey="productId"
      nameOf={nameOf}
      title={t("catalogue:products.titles.archive")}
      searchPlaceholder={t("catalogue:products.filters.search")}
      filters={
        <ProductFilters table={table} brandOptions={brands.options} storeOptions={storeOptions} />
      }
    />
  );
}
