import { describe, expect, it } from "vitest";
import {
  CREATABLE_PRODUCT_TYPES,
  DEFAULT_SPECIFICATIONS,
  LENSA_RANGES,
  buildSpecifications,
  defaultSpecificationsFor,
  isDefaultSpecificationKey,
  mergeWithDefaults,
  validateRange,
  validateSpecifications,
  type ProductSpecification,
  type SpecificationDefinition,
} from "@resources/catalogue/lib/specifications";

/**
 * The expected table, written from spec section 3 ("Product specifications")
 * and section 5 (LENSA ranges) independently of the implementation.
 */
interface Expected {
  key: string;
  required: boolean;
  inputType: "select" | "number" | "range-number";
  defaultValue?: string;
  options?: string[];
  bounds?: { min: number; max: number; step: number };
}

const WARRANTY: Expected = {
  key: "warranty",
  required: false,
  inputType: "select",
  options: ["Has Warranty", "No Warranty"],
};
/** A LENSA range: a number the form bounds by min, max and step. */
const rangeOf = (key: string, required: boolean, bounds: Expected["bounds"]): Expected => ({
  key,
  required,
  inputType: "range-number",
  bounds,
});
const PERSONALIZATION: Expected = {
  key: "personalization",
  required: true,
  inputType: "select",
  options: ["Casual", "Work", "Formal", "Sporty", "Fashion"],
};

const EXPECTED: Record<"FRAME" | "LENSA" | "ADD_ONS", Expected[]> = {
  FRAME: [
    WARRANTY,
    {
      key: "originality",
      required: true,
      inputType: "select",
      defaultValue: "Housebrand Ori",
      options: ["Housebrand Ori", "Branded"],
    },
    {
      key: "shape",
      required: true,
      inputType: "select",
      options: ["Round", "Half Round", "Square", "Big Square", "Oval", "Polygon", "Sporty"],
    },
    {
      key: "for_gender",
      required: true,
      inputType: "select",
      defaultValue: "All",
      options: ["All", "Men", "Women"],
    },
    PERSONALIZATION,
    {
      key: "material",
      required: true,
      inputType: "select",
      options: ["Plastik dan Metal", "Plastik", "Metal"],
    },
    { key: "frame_dimension_lens_width", required: true, inputType: "number" },
    { key: "frame_dimension_lens_height", required: true, inputType: "number" },
    { key: "frame_dimension_bridge", required: true, inputType: "number" },
    { key: "frame_dimension_temple", required: true, inputType: "number" },
  ],
  LENSA: [
    WARRANTY,
    {
      key: "lens_type",
      required: true,
      inputType: "select",
      defaultValue: "Progresif",
      options: ["Progresif", "Bifokal", "Single Vision", ""],
    },
    PERSONALIZATION,
    rangeOf("age", false, { min: 0, max: 200, step: 1 }),
    rangeOf("sph_minus", true, { min: -10, max: 0, step: 0.01 }),
    rangeOf("sph_plus", true, { min: 0, max: 10, step: 0.01 }),
    rangeOf("cyl_minus", true, { min: -10, max: 0, step: 0.01 }),
    {
      key: "power_combination_type",
      required: false,
      inputType: "select",
      options: ["Nilai Mutlak", "Bukan Nilai Mutlak"],
    },
    { key: "power_combination", required: false, inputType: "number" },
    rangeOf("addition", true, { min: 0, max: 3, step: 0.25 }),
  ],
  ADD_ONS: [WARRANTY],
};

const describeSpec = (spec: SpecificationDefinition): Expected => ({
  key: spec.key,
  required: spec.isRequired,
  inputType: spec.inputType,
  ...(spec.defaultValue !== undefined ? { defaultValue: spec.defaultValue as string } : {}),
  ...(spec.selectOptions ? { options: [...spec.selectOptions] } : {}),
  ...(spec.inputType === "range-number"
    ? {
        bounds: {
          min: spec.inputProps!.min!,
          max: spec.inputProps!.max!,
          step: spec.inputProps!.step!,
        },
      }
    : {}),
});

describe("default specifications (spec section 3)", () => {
  it.each(Object.keys(EXPECTED) as Array<keyof typeof EXPECTED>)(
    "%s has exactly the spec's keys, in order, with their required flags, input types, defaults, options and bounds",
    (type) => {
      expect(DEFAULT_SPECIFICATIONS[type].map(describeSpec)).toEqual(EXPECTED[type]);
      expect(defaultSpecificationsFor(type).map(describeSpec)).toEqual(EXPECTED[type]);
    },
  );

  it("every default has a label and is marked as a default", () => {
    for (const specs of Object.values(DEFAULT_SPECIFICATIONS)) {
      for (const spec of specs) {
        expect(spec.label.trim()).not.toBe("");
        expect(spec.isDefault).toBe(true);
      }
    }
  });

  it("only lens_type has an empty placeholder option", () => {
    const withEmpty = Object.values(DEFAULT_SPECIFICATIONS)
      .flat()
      .filter((spec) => spec.selectOptions?.includes(""));
    expect(withEmpty.map((spec) => spec.key)).toEqual(["lens_type"]);
  });

  it("frame dimensions are numbers in millimetres", () => {
    const dims = DEFAULT_SPECIFICATIONS.FRAME.filter((spec) =>
      spec.key.startsWith("frame_dimension_"),
    );
    expect(dims).toHaveLength(4);
    for (const spec of dims) expect(spec.inputProps?.unit).toBe("mm");
    // Whole millimetres within bounds no frame reaches, so a typo (520 for 52) is refused.
    expect(
      Object.fromEntries(
        dims.map((spec) => [
          spec.key,
          [spec.inputProps?.min, spec.inputProps?.max, spec.inputProps?.step],
        ]),
      ),
    ).toEqual({
      frame_dimension_lens_width: [1, 100, 1],
      frame_dimension_lens_height: [1, 80, 1],
      frame_dimension_bridge: [1, 40, 1],
      frame_dimension_temple: [1, 200, 1],
    });
    const age = DEFAULT_SPECIFICATIONS.LENSA.find((spec) => spec.key === "age")!;
    expect(age.inputProps?.unit).toBe("years");
  });

  it("BUNDLING, OTHER and the non-creatable types have none", () => {
    for (const type of [
      "BUNDLING",
      "OTHER",
      "GENERAL",
      "VOUCHER",
      "FILE_DIGITAL",
      "SHARED_URL",
      undefined,
      null,
    ]) {
      expect(defaultSpecificationsFor(type)).toEqual([]);
    }
  });

  it("never offers the CYL plus specification", () => {
    const keys = Object.values(DEFAULT_SPECIFICATIONS).flatMap((specs) =>
      specs.map((spec) => spec.key),
    );
    expect(keys).not.toContain("cyl_plus");
    expect(
      validateSpecifications("OTHER", [
        { key: "cyl_plus", label: "CYL Plus", isRequired: false, inputType: "number", value: 1 },
      ]),
    ).toEqual({ cyl_plus: [{ code: "disabled" }] });
  });

  it("the creation screens offer FRAME, LENSA, ADD_ONS, BUNDLING and OTHER", () => {
    expect(CREATABLE_PRODUCT_TYPES).toEqual(["FRAME", "LENSA", "ADD_ONS", "BUNDLING", "OTHER"]);
  });

  it("returns a fresh copy each time, so editing one product's specs cannot change the defaults", () => {
    const copy = defaultSpecificationsFor("FRAME");
    copy[0]!.label = "changed";
    copy[0]!.selectOptions!.push("x");
    expect(DEFAULT_SPECIFICATIONS.FRAME[0]!.label).toBe("Warranty");
    expect(DEFAULT_SPECIFICATIONS.FRAME[0]!.selectOptions).toHaveLength(2);
  });

  it("knows which keys are defaults (they cannot be removed)", () => {
    expect(isDefaultSpecificationKey("LENSA", "sph_minus")).toBe(true);
    expect(isDefaultSpecificationKey("LENSA", "coating")).toBe(false);
    expect(isDefaultSpecificationKey("FRAME", "sph_minus")).toBe(false);
    expect(isDefaultSpecificationKey("OTHER", "warranty")).toBe(false);
  });
});

describe("LENSA ranges (spec section 5)", () => {
  it("has the table's bounds and steps", () => {
    expect(LENSA_RANGES).toMatchObject({
      age: { min: 0, max: 200, step: 1 },
      sph_minus: { min: -10, max: 0, step: 0.01 },
      sph_plus: { min: 0, max: 10, step: 0.01 },
      cyl_minus: { min: -10, max: 0, step: 0.01 },
      addition: { min: 0, max: 3, step: 0.25 },
    });
  });

  it.each([
    ["age", { min: 0, max: 200 }],
    ["sph_minus", { min: -10, max: 0 }],
    ["sph_plus", { min: 0, max: 10 }],
    ["cyl_minus", { min: -10, max: 0 }],
    ["addition", { min: 0, max: 3 }],
    ["sph_minus", { min: -4.25, max: -0.25 }],
    ["addition", { min: 0.75, max: 2.5 }],
    ["sph_plus", { min: 1.5, max: 1.5 }],
  ])("accepts %s %o (bounds inclusive, min = max allowed)", (key, value) => {
    expect(validateRange(key, value)).toEqual({ valid: true, issues: [] });
  });

  it.each([
    ["age", { min: -1, max: 10 }, { code: "belowMin", part: "min", params: { min: 0 } }],
    ["age", { min: 0, max: 201 }, { code: "aboveMax", part: "max", params: { max: 200 } }],
    ["age", { min: 0.5, max: 10 }, { code: "step", part: "min", params: { step: 1 } }],
    ["sph_minus", { min: -10.01, max: 0 }, { code: "belowMin", part: "min", params: { min: -10 } }],
    ["sph_minus", { min: -2, max: 0.01 }, { code: "aboveMax", part: "max", params: { max: 0 } }],
    ["sph_minus", { min: -2.005, max: 0 }, { code: "step", part: "min", params: { step: 0.01 } }],
    ["sph_plus", { min: -0.01, max: 2 }, { code: "belowMin", part: "min", params: { min: 0 } }],
    ["sph_plus", { min: 0, max: 10.01 }, { code: "aboveMax", part: "max", params: { max: 10 } }],
    ["cyl_minus", { min: -11, max: 0 }, { code: "belowMin", part: "min", params: { min: -10 } }],
    ["cyl_minus", { min: -1, max: 1 }, { code: "aboveMax", part: "max", params: { max: 0 } }],
    ["addition", { min: 0, max: 3.25 }, { code: "aboveMax", part: "max", params: { max: 3 } }],
    ["addition", { min: 0.1, max: 2 }, { code: "step", part: "min", params: { step: 0.25 } }],
    ["addition", { min: -0.25, max: 2 }, { code: "belowMin", part: "min", params: { min: 0 } }],
  ])("refuses %s %o", (key, value, issue) => {
    expect(validateRange(key, value)).toEqual({ valid: false, issues: [issue] });
  });

  it("refuses min > max", () => {
    expect(validateRange("sph_minus", { min: -1, max: -2 })).toEqual({
      valid: false,
      issues: [{ code: "minGreaterThanMax" }],
    });
    expect(validateRange("addition", { min: 2.5, max: 0.75 }).issues).toContainEqual({
      code: "minGreaterThanMax",
    });
  });

  it("requires both ends", () => {
    expect(validateRange("sph_plus", { min: 1 }).issues).toEqual([
      { code: "required", part: "max" },
    ]);
    expect(validateRange("sph_plus", null).issues).toEqual([
      { code: "required", part: "min" },
      { code: "required", part: "max" },
    ]);
  });

  it("uses explicit bounds for custom range specifications", () => {
    expect(
      validateRange("custom", { min: 1, max: 30 }, { min: 0, max: 20, step: 1 }).issues,
    ).toEqual([{ code: "aboveMax", part: "max", params: { max: 20 } }]);
    expect(validateRange("custom", { min: 2, max: 1 }).issues).toEqual([
      { code: "minGreaterThanMax" },
    ]);
  });
});

describe("validating a product's specifications", () => {
  const validLensa = () =>
    buildSpecifications("LENSA", {
      personalization: "Work",
      sph_minus: { min: -6, max: 0 },
      sph_plus: { min: 0, max: 4 },
      cyl_minus: { min: -2, max: 0 },
      addition: { min: 0, max: 0 },
    });

  it("fills the defaults' values (originality, for_gender, lens_type)", () => {
    const frame = buildSpecifications("FRAME");
    expect(frame.find((spec) => spec.key === "originality")?.value).toBe("Housebrand Ori");
    expect(frame.find((spec) => spec.key === "for_gender")?.value).toBe("All");
    expect(frame.find((spec) => spec.key === "shape")?.value).toBeNull();
    expect(buildSpecifications("LENSA").find((spec) => spec.key === "lens_type")?.value).toBe(
      "Progresif",
    );
  });

  it("accepts a complete LENSA", () => {
    expect(validateSpecifications("LENSA", validLensa())).toEqual({});
  });

  it("reports missing required values, removed defaults and bad ranges by key", () => {
    const specs = validLensa()
      .filter((spec) => spec.key !== "addition")
      .map((spec) => (spec.key === "sph_minus" ? { ...spec, value: { min: -1, max: -3 } } : spec))
      .map((spec) => (spec.key === "personalization" ? { ...spec, value: null } : spec));
    expect(validateSpecifications("LENSA", specs)).toEqual({
      personalization: [{ code: "required" }],
      sph_minus: [{ code: "minGreaterThanMax" }],
      addition: [{ code: "defaultRemoved" }],
    });
  });

  it("refuses the empty lens_type placeholder, an unknown option and a non-number", () => {
    const specs = validLensa().map((spec) =>
      spec.key === "lens_type"
        ? { ...spec, value: "" }
        : spec.key === "warranty"
          ? { ...spec, value: "Lifetime" }
          : spec.key === "power_combination"
            ? { ...spec, value: "eight" }
            : spec,
    );
    expect(validateSpecifications("LENSA", specs)).toEqual({
      lens_type: [{ code: "required" }],
      warranty: [{ code: "notAnOption" }],
      power_combination: [{ code: "notNumber" }],
    });
  });

  it("checks custom specifications' definitions and refuses duplicates", () => {
    const specs = [
      ...buildSpecifications("ADD_ONS"),
      {
        key: "coating",
        label: "Coating",
        isRequired: true,
        inputType: "select" as const,
        selectOptions: [],
        value: "x",
      },
      { key: "Bad Key", label: "", isRequired: false, inputType: "number" as const, value: 1 },
      {
        key: "warranty",
        label: "Warranty",
        isRequired: false,
        inputType: "number" as const,
        value: 1,
      },
    ];
    expect(validateSpecifications("ADD_ONS", specs)).toEqual({
      coating: [{ code: "missingOptions" }],
      "Bad Key": [{ code: "invalidKey" }, { code: "missingLabel" }],
      warranty: [{ code: "duplicateKey" }],
    });
  });

  it("merging restores the defaults' exact definitions, keeps values and custom specs", () => {
    const stored = validLensa().map((spec) =>
      spec.key === "sph_minus"
        ? { ...spec, label: "tampered", inputProps: { min: -99, max: 0, step: 1 } }
        : spec,
    );
    stored.push({
      key: "coating",
      label: "Coating",
      isRequired: false,
      inputType: "number",
      value: 2,
    });
    stored.push({
      key: "cyl_plus",
      label: "CYL Plus",
      isRequired: false,
      inputType: "number",
      value: 2,
    });
    const merged = mergeWithDefaults("LENSA", stored);
    const sphMinus = merged.find((spec) => spec.key === "sph_minus")!;
    expect(sphMinus.label).toBe("SPH Minus");
    expect(sphMinus.inputProps).toMatchObject({ min: -10, max: 0, step: 0.01 });
    expect(sphMinus.value).toEqual({ min: -6, max: 0 });
    expect(merged.map((spec) => spec.key)).toEqual([
      ...EXPECTED.LENSA.map((spec) => spec.key),
      "coating",
    ]);
    expect(merged.at(-1)?.isDefault).toBe(false);
  });

  it("on a type switch, a custom specification with a key of the new type's defaults gives way to it (value kept, no duplicate)", () => {
    const custom: ProductSpecification = {
      key: "shape",
      label: "Bentuk",
      isRequired: false,
      isDefault: false,
      inputType: "select",
      selectOptions: ["Round", "Oval"],
      value: "Oval",
    };
    const merged = mergeWithDefaults("FRAME", [custom]);
    expect(merged.filter((spec) => spec.key === "shape")).toHaveLength(1);
    const shape = merged.find((spec) => spec.key === "shape")!;
    expect(shape.label).toBe("Shape");
    expect(shape.isDefault).toBe(true);
    expect(shape.value).toBe("Oval");
  });
});
