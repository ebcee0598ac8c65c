import { addChangeLogSeed } from "@/mocks/db";
import { seedBrands } from "./brands.seed";
import { seedProducts } from "./products.seed";
import { seedStores } from "./stores.seed";

/** The catalogue's history before the demo started: products created and repriced, brands and stores edited. */
addChangeLogSeed("changeLogs", (size, add) => {
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
      [{ field: "description", before: null, after: brand.description }],
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
});
