import { describe, expect, it } from "vitest";
import { validateSpecifications } from "@/lib/catalog/specifications";
import { db } from "@/mocks/node";

/** The contract with the demo API: every seeded product's specifications are valid by src/lib/catalog. */
describe("the demo seed's product specifications", () => {
  it("are valid for their type (keys, required values, options, LENSA bounds)", () => {
    const invalid = db.products
      .all()
      .map((product) => ({
        id: product.productId,
        type: product.productType,
        issues: validateSpecifications(product.productType, product.specifications),
      }))
      .filter((row) => Object.keys(row.issues).length > 0);
    expect(invalid.slice(0, 5)).toEqual([]);
  });
});
