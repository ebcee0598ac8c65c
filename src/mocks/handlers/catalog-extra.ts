import { db } from "../db";
import { listRows } from "../lib/query";
import { forbidden, me, notFound, permits, route } from "../lib/route";
import { changeLogArea } from "../lib/crud";

/**
 * Catalogue endpoints beyond the generic CRUD (docs/api.md, "Catalogue"):
 * a brand's summary (its stores with product counts) and the authors of an
 * entity's change log (the log's user filter).
 */

const summary = route({
  method: "get",
  path: "/product/brands/:id/summary",
  area: "BRAND",
  action: "show",
  handler: (ctx) => {
    const brand = db.brands.get(ctx.params.id!);
    if (!brand) throw notFound();
    const products = db.products.filter(
      (product) => product.brandId === brand.brandId && !product.isArchived,
    );
    const productsByType: Record<string, number> = {};
    const productsByStatus: Record<string, number> = {};
    const perStore = new Map<string, number>();
    for (const product of products) {
      productsByType[product.productType] = (productsByType[product.productType] ?? 0) + 1;
      productsByStatus[product.status] = (productsByStatus[product.status] ?? 0) + 1;
      for (const stock of product.stocks ?? []) {
        if (stock.qty > 0) perStore.set(stock.storeId, (perStore.get(stock.storeId) ?? 0) + 1);
      }
    }
    const stores = db.stores
      .filter((store) => store.companyBrandId === brand.brandId && !store.isArchived)
      .map((store) => ({
        storeId: store.storeId,
        storeName: store.storeName,
        storeCode: store.storeCode,
        city: store.address?.city ?? "",
        isActive: store.isActive,
        productCount: perStore.get(store.storeId) ?? 0,
      }))
      .sort((a, b) => a.storeName.localeCompare(b.storeName));
    return { productCount: products.length, productsByType, productsByStatus, stores };
  },
});

const ENTITIES = new Set(["product", "brand", "store", "transaction"]);

const authors = route({
  method: "get",
  path: "/change-logs/authors",
  handler: (ctx) => {
    const auth = me(ctx);
    const entity = ctx.query.get("entity") ?? "";
    if (!ENTITIES.has(entity)) return { results: [], count: 0 };
    if (!permits(auth, changeLogArea(entity), "list")) {
      throw forbidden(
        `You do not have permission to do this. Missing permission: ${changeLogArea(entity)}.`,
      );
    }
    const entityId = ctx.query.get("entityId");
    const seen = new Map<string, { userId: string; name: string }>();
    for (const log of db.changeLogs.filter(
      (row) => row.entity === entity && (!entityId || row.entityId === entityId),
    )) {
      if (!seen.has(log.changedBy.userId)) seen.set(log.changedBy.userId, { ...log.changedBy });
    }
    return listRows([...seen.values()], new URLSearchParams({ _sort: "name", _order: "asc" }));
  },
});

export const handlers = [summary, authors];
