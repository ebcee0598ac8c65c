import { daysAgo, seeded } from "../lib/seed";
import { seedBrands } from "./brands.seed";
import { seedProducts } from "./products.seed";
import { seedStores } from "./stores.seed";
import { seedTransactions } from "./transactions.seed";
import { createRandom } from "../lib/random";
import type { ChangeLog } from "@/contract/change-log";

export const seedChangeLogs = seeded<ChangeLog>("changeLogs", (size) => {
  const random = createRandom("changeLogs");
  const by = [
    { userId: "usr-admin", name: "Alice Admin" },
    { userId: "usr-catalog", name: "Citra Katalog" },
    { userId: "usr-manager", name: "Made Putra Manajer" },
  ];
  const rows: ChangeLog[] = [];
  const add = (
    entity: ChangeLog["entity"],
    entityId: string,
    entityName: string,
    action: ChangeLog["action"],
    changes: ChangeLog["changes"],
    days: number,
  ) => {
    const at = daysAgo(days, random.int(0, 80_000) * 1000);
    rows.push({
      id: `chg-${rows.length + 1}`,
      entity,
      entityId,
      entityName,
      action,
      changedBy: random.pick(by),
      changes,
      createdAt: at,
      updatedAt: at,
    });
  };
  seedProducts(size)
    .slice(0, 40)
    .forEach((product, i) => {
      add(
        "product",
        product.productId,
        product.productName,
        "CREATE",
        [
          { field: "productName", before: null, after: product.productName },
          { field: "price", before: null, after: product.price },
        ],
        60 + i,
      );
      if (i % 2 === 0)
        add(
          "product",
          product.productId,
          product.productName,
          "UPDATE",
          [{ field: "price", before: product.price + 50_000, after: product.price }],
          10 + i,
        );
      if (i % 7 === 0)
        add(
          "product",
          product.productId,
          product.productName,
          "UPDATE",
          [{ field: "status", before: "DRAFT", after: product.status }],
          3 + i,
        );
    });
  seedBrands(size).forEach((brand, i) =>
    add(
      "brand",
      brand.brandId,
      brand.brandName,
      "UPDATE",
      [{ field: "description", before: "", after: brand.description }],
      30 + i,
    ),
  );
  seedStores(size).forEach((store, i) =>
    add(
      "store",
      store.storeId,
      store.storeName,
      "UPDATE",
      [{ field: "phone", before: "+62 21 0000 0000", after: store.phone }],
      20 + i,
    ),
  );
  seedTransactions(size)
    .slice(0, 30)
    .forEach((trx, i) =>
      add(
        "transaction",
        trx.transactionId,
        trx.transactionCode,
        "UPDATE",
        [{ field: "status", before: "PAID", after: trx.status }],
        1 + (i % 10),
      ),
    );
  return rows;
});
