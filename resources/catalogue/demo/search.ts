import { db } from "@/mocks/db";
import { addSearchKind } from "@/mocks/handlers/search";
import type { BrandRecord } from "../schema/brand";
import type { ProductRecord } from "../schema/product";
import type { StoreRecord } from "../schema/store";

/** Find anything: products by name or SKU (a variant's too), stores and brands by name or code. */
addSearchKind<ProductRecord>({
  kind: "products",
  order: 40,
  label: "menu.products",
  permissionArea: "PRODUCT",
  area: "products",
  collection: () => db.products,
  keys: (product) => ({
    texts: [product.productName, product.sku, ...product.variants.map((variant) => variant.sku)],
  }),
  hit: (product) => ({
    id: product.productId,
    title: product.productName,
    facts: [
      { kind: "text", value: product.sku },
      { kind: "money", value: product.salePrice ?? product.price },
    ],
  }),
});

addSearchKind<StoreRecord>({
  kind: "stores",
  order: 50,
  label: "menu.stores",
  permissionArea: "STORE",
  area: "stores",
  collection: () => db.stores,
  keys: (store) => ({ texts: [store.storeName, store.storeCode], phones: [store.phone] }),
  hit: (store) => ({
    id: store.storeId,
    title: store.storeName,
    facts: [
      { kind: "text", value: store.storeCode },
      { kind: "text", value: store.address.city },
    ],
  }),
});

addSearchKind<BrandRecord>({
  kind: "brands",
  order: 51,
  label: "menu.brands",
  permissionArea: "BRAND",
  area: "brands",
  collection: () => db.brands,
  keys: (brand) => ({ texts: [brand.brandName, brand.brandCode] }),
  hit: (brand) => ({
    id: brand.brandId,
    title: brand.brandName,
    facts: [{ kind: "text", value: brand.brandCode }],
  }),
});
