import { collection, defineCollections } from "@/mocks/db";
// Its records' history before the demo started, in the shared change-log collection.
import "./change-logs.seed";
import type { BrandRecord } from "../schema/brand";
import type { Category } from "../schema/category";
import type { ProductRecord } from "../schema/product";
import type { StoreRecord } from "../schema/store";
import { seedBrands } from "./brands.seed";
import { seedCategories } from "./categories.seed";
import { seedProducts } from "./products.seed";
import { seedStores } from "./stores.seed";

export const collections = defineCollections({
  brands: collection<BrandRecord>("brandId", "brd", seedBrands, [
    "brandName",
    "brandCode",
    "description",
  ]),
  stores: collection<StoreRecord>("storeId", "str", seedStores, [
    "storeName",
    "storeCode",
    "address.city",
    "address.province",
    "email",
    "phone",
  ]),
  categories: collection<Category>("categoryId", "cat", seedCategories, ["categoryName"]),
  products: collection<ProductRecord>("productId", "prd", seedProducts, [
    "productName",
    "sku",
    "description",
  ]),
});

type CatalogueCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends CatalogueCollections {}
}
