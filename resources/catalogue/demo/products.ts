import { addBadge } from "@/mocks/handlers/sidebar";
import {
  product,
  productCreate,
  productUpdate,
  productWrite,
  type ProductRecord,
} from "../schema/product";
import { db } from "@/mocks/db";
import { defaultSpecifications } from "./specifications";
import { registerChangeLogNames } from "@/mocks/lib/change-log-fields";
import { resource } from "@/mocks/lib/crud";
import { conflict } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/**
 * Products (`/products`). A product without specifications (a create, or a change of type that kept
 * the old ones) gets its type's default specifications; the schema then checks them.
 */
// Products still in draft: waiting to be completed and published.
addBadge("products", () => {
  let drafts = 0;
  for (const product of db.products.all()) if (product.status === "DRAFT") drafts++;
  return drafts;
});

export const handlers = resource<ProductRecord>({
  path: "/products",
  collection: db.products,
  area: "PRODUCT",
  entity: "product",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  labelField: "productName",
  schemas: { create: productCreate, update: productUpdate, write: productWrite, answer: product },
  prepare: (record, existing) => {
    const typeChanged = existing && existing.productType !== record.productType;
    const keptOld = typeChanged && record.specifications === existing.specifications;
    return record.specifications === undefined || keptOld
      ? { ...record, specifications: defaultSpecifications(record.productType) }
      : record;
  },
  unique: { sku: say("catalogue:api.skuTaken") },
  validate: (record) => {
    const errors: Record<string, string> = {};
    if (!db.brands.get(record.brandId)) errors.brandId = say("catalogue:api.brandMissing");
    record.stocks.forEach((stock, i) => {
      if (!db.stores.get(stock.storeId))
        errors[`stocks.${i}.storeId`] = say("catalogue:api.storeMissing");
    });
    if (record.productType === "BUNDLING")
      record.bundleItems.forEach((item, i) => {
        const part = db.products.get(item.productId);
        if (!part || part.productType === "BUNDLING")
          errors[`bundleItems.${i}.productId`] = say("catalogue:api.bundleItemMissing");
        else if (item.variantId && !part.variants.some((v) => v.variantId === item.variantId))
          errors[`bundleItems.${i}.variantId`] = say("catalogue:api.variantNotOfProduct");
        else if (!item.variantId && part.variants.length > 0)
          errors[`bundleItems.${i}.variantId`] = say("catalogue:api.chooseVariant");
      });
    return errors;
  },
  beforeDelete: (removed) => {
    const bundle = db.products.find((other) =>
      other.bundleItems?.some((item) => item.productId === removed.productId),
    );
    if (bundle)
      throw conflict(
        say("catalogue:api.inBundle", { product: removed.productName, bundle: bundle.productName }),
      );
  },
  present: (row) => ({ ...row, brandName: db.brands.get(row.brandId)?.brandName ?? "" }),
});

// A product's change log names its brand, not the brand's id.
registerChangeLogNames("product", (field, id) =>
  field === "brandId" ? db.brands.get(id)?.brandName : undefined,
);
