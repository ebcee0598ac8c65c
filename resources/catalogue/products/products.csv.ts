import { defineCsv } from "@/components/crud/csv-writers";
import { brandNameOf } from "../components/brand-name";
import { productTypeLabel } from "../components/product-type";
import type { Product } from "../schema/product";
import { statusLabel } from "./status-label";
import { stockAt, totalStock } from "./stock";

/** What the product list's export reads of the page: brand names by id, the outlet selector's store. */
export interface ProductCsvData {
  brandNames: Readonly<Record<string, string>>;
  storeId?: string;
}

/** The product list's CSV cells (and its archive's), written in the export's worker. */
export default defineCsv<Product, ProductCsvData>("products", {
  productType: (product, { t }) => productTypeLabel(t, product.productType),
  brandId: (product, { data }) => brandNameOf(data.brandNames, product.brandId),
  stockAtStore: (product, { data }) => stockAt(product, data.storeId),
  status: (product, { t }) => statusLabel(t, product.status),
  totalStock,
});
