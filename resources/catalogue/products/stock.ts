import type { Product } from "../schema/product";

/** A product's stock over every store. */
export const totalStock = (product: Product) =>
  (product.stocks ?? []).reduce((sum, stock) => sum + stock.qty, 0);

/** A product's stock at a store (the outlet selector's), else over every store. */
export const stockAt = (product: Product, storeId: string | undefined) =>
  storeId
    ? ((product.stocks ?? []).find((stock) => stock.storeId === storeId)?.qty ?? 0)
    : totalStock(product);
