import { describe, expect, it } from "vitest";
import {
  DEFAULT_SPECIFICATIONS,
  validateSpecifications,
  type SpecificationDefinition,
  type SpecifiedProductType,
} from "@resources/catalogue/lib/specifications";
import { defaultSpecifications } from "@resources/catalogue/demo/specifications";
import type { Specification } from "@resources/catalogue/schema/specification";
import { db } from "@/mocks/node";

const TYPES = Object.keys(DEFAULT_SPECIFICATIONS) as SpecifiedProductType[];

/** Everything a specification's definition is made of (not its value). */
const definitionOf = (spec: Partial<SpecificationDefinition>) => ({
  key: spec.key,
  label: spec.label,
  inputType: spec.inputType,
  inputProps: spec.inputProps,
  selectOptions: spec.selectOptions,
  isRequired: spec.isRequired,
  isDefault: spec.isDefault,
});

const libraryDefinitions = (type: SpecifiedProductType) =>
  DEFAULT_SPECIFICATIONS[type].map(definitionOf);

/** The contract with the demo API: it uses src/lib/catalog's table and rules. */
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

  it.each(TYPES)(
    "%s: the demo API's defaults are the library's (definitions, order and default values)",
    (type) => {
      const filled = defaultSpecifications(type);
      expect(filled.map(definitionOf)).toStrictEqual(libraryDefinitions(type));
      expect(filled.map((spec) => [spec.key, spec.value])).toStrictEqual(
        DEFAULT_SPECIFICATIONS[type].map((spec) => [spec.key, spec.defaultValue ?? null]),
      );
    },
  );

  it.each(TYPES)("%s: every seeded product carries exactly the library's definitions", (type) => {
    const products = db.products.all().filter((product) => product.productType === type);
    expect(products.length).toBeGreaterThan(0);
    const expected = libraryDefinitions(type);
    const differing = products
      .filter(
        (product) =>
          JSON.stringify(product.specifications.map(definitionOf)) !== JSON.stringify(expected),
      )
      .map((product) => product.productId);
    expect(differing).toEqual([]);
    // And one in full, so a difference shows field by field.
    expect(products[0]!.specifications.map(definitionOf)).toStrictEqual(expected);
  });

  it("keeps the library's lens_type options (empty placeholder last) and power combination props", () => {
    const lens = db.products.all().find((product) => product.productType === "LENSA")!;
    const spec = (key: string): Specification =>
      lens.specifications.find((item) => item.key === key)!;
    expect(spec("lens_type").selectOptions).toEqual(["Progresif", "Bifokal", "Single Vision", ""]);
    // Bounded both ways: at most |SPH| + |CYL| of the LENSA ranges (10 + 10 dioptres).
    expect(spec("power_combination").inputProps).toEqual({
      min: 0,
      max: 20,
      step: 0.01,
      unit: "D",
    });
    for (const key of ["age", "sph_minus", "sph_plus", "cyl_minus", "addition"])
      expect(spec(key).inputProps?.unit).toBeDefined();
  });

  it("never stores the library's defaultValue on a stored specification (the API's shape)", () => {
    for (const product of db.products.all().slice(0, 50))
      for (const spec of product.specifications) expect(spec).not.toHaveProperty("defaultValue");
  });
});
