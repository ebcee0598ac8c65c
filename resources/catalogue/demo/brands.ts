import { brand, brandCreate, brandSummary, brandUpdate, type BrandRecord } from "../schema/brand";
import { db } from "@/mocks/db";
import { recordOr404, resource } from "@/mocks/lib/crud";
import { route } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** Brands (`/product/brands`) and a brand's summary of stores and products. */
const summary = route({
  method: "get",
  path: "/product/brands/:id/summary",
  area: "BRAND",
  action: "show",
  summary: "A brand's stores with their product counts",
  response: brandSummary,
  params: { id: { from: "/product/brands", field: "brandId" } },
  errors: [404],
  handler: (ctx) => {
    const found = recordOr404(db.brands, ctx.params.id!);
    const products = db.products.filter(
      (product) => product.brandId === found.brandId && !product.isArchived,
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
      .filter((store) => store.companyBrandId === found.brandId && !store.isArchived)
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

export const handlers = resource<BrandRecord>({
  path: "/product/brands",
  collection: db.brands,
  area: "BRAND",
  entity: "brand",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  openList: true,
  labelField: "brandName",
  schemas: { create: brandCreate, update: brandUpdate, answer: brand },
  unique: {
    brandCode: say("catalogue:api.brandCodeTaken"),
    brandName: say("catalogue:api.brandNameTaken"),
  },
  present: (row) => ({
    ...row,
    storeCount: db.stores.filter((store) => store.companyBrandId === row.brandId).length,
    productCount: db.products.filter((product) => product.brandId === row.brandId).length,
  }),
  extra: [summary],
});
