import { describe, expect, it } from "vitest";
import {
  combinedPower,
  matchLensForPrescription,
  matchLenses,
  toNumber,
  type Prescription,
} from "@resources/catalogue/lib/lens-match";
import {
  buildSpecifications,
  type SpecificationValue,
} from "@resources/catalogue/lib/specifications";

const lens = (values: Record<string, SpecificationValue | null> = {}) => ({
  productType: "LENSA",
  specifications: buildSpecifications("LENSA", {
    personalization: "Work",
    sph_minus: { min: -6, max: 0 },
    sph_plus: { min: 0, max: 4 },
    cyl_minus: { min: -2, max: 0 },
    addition: { min: 0, max: 0 },
    ...values,
  }),
});

const rx = (
  right: Prescription["right"],
  left: Prescription["left"] = right,
  age?: number,
): Prescription => ({
  right,
  left,
  age,
});

describe("matchLensForPrescription", () => {
  it("is suitable when every declared range covers both eyes", () => {
    expect(
      matchLensForPrescription(
        lens(),
        rx({ sph: -2.5, cyl: -0.75, axis: 180 }, { sph: 1.25, cyl: 0 }),
      ),
    ).toEqual({
      suitable: true,
      reasons: [],
    });
  });

  it("checks SPH against sph_minus or sph_plus by its sign, bounds inclusive", () => {
    expect(matchLensForPrescription(lens(), rx({ sph: -6 })).suitable).toBe(true);
    expect(matchLensForPrescription(lens(), rx({ sph: 4 })).suitable).toBe(true);
    expect(matchLensForPrescription(lens(), rx({ sph: -6.25 }, { sph: -1 }))).toEqual({
      suitable: false,
      reasons: [
        {
          code: "outOfRange",
          params: { eye: "right", spec: "sph_minus", value: -6.25, min: -6, max: 0 },
        },
      ],
    });
    expect(matchLensForPrescription(lens(), rx({ sph: 0 }, { sph: 4.25 })).reasons).toEqual([
      {
        code: "outOfRange",
        params: { eye: "left", spec: "sph_plus", value: 4.25, min: 0, max: 4 },
      },
    ]);
  });

  it("a negative SPH is never judged by sph_plus, nor a positive one by sph_minus", () => {
    const product = lens({ sph_minus: { min: -2, max: -1 }, sph_plus: { min: 1, max: 2 } });
    expect(matchLensForPrescription(product, rx({ sph: -1.5 }, { sph: 1.5 })).suitable).toBe(true);
    expect(
      matchLensForPrescription(product, rx({ sph: -0.5 }, { sph: 1.5 })).reasons[0]?.params.spec,
    ).toBe("sph_minus");
  });

  it("SPH 0 fits when either SPH range includes 0", () => {
    expect(
      matchLensForPrescription(lens({ sph_minus: { min: -4, max: -1 } }), rx({ sph: 0 })).suitable,
    ).toBe(true);
    const neither = lens({ sph_minus: { min: -4, max: -1 }, sph_plus: { min: 1, max: 4 } });
    expect(matchLensForPrescription(neither, rx({ sph: 0 })).reasons).toHaveLength(2);
  });

  it("checks CYL against cyl_minus and refuses a positive CYL (CYL plus is not offered)", () => {
    expect(matchLensForPrescription(lens(), rx({ sph: -1, cyl: -2 })).suitable).toBe(true);
    expect(
      matchLensForPrescription(lens(), rx({ sph: -1, cyl: -2.25 }, { sph: -1 })).reasons,
    ).toEqual([
      {
        code: "outOfRange",
        params: { eye: "right", spec: "cyl_minus", value: -2.25, min: -2, max: 0 },
      },
    ]);
    expect(
      matchLensForPrescription(lens(), rx({ sph: -1 }, { sph: -1, cyl: 0.5 })).reasons,
    ).toEqual([{ code: "cylPlusNotSupported", params: { eye: "left", value: 0.5 } }]);
  });

  it("checks ADD against addition (an empty ADD is 0)", () => {
    const progressive = lens({ lens_type: "Progresif", addition: { min: 0.75, max: 3 } });
    expect(
      matchLensForPrescription(progressive, rx({ sph: 1, add: 0.75 }, { sph: 1, add: 3 })).suitable,
    ).toBe(true);
    expect(
      matchLensForPrescription(progressive, rx({ sph: 1 }, { sph: 1, add: 1 })).reasons,
    ).toEqual([
      {
        code: "outOfRange",
        params: { eye: "right", spec: "addition", value: 0, min: 0.75, max: 3 },
      },
    ]);
    expect(
      matchLensForPrescription(lens(), rx({ sph: 1, add: 1.5 })).reasons.map((r) => r.params.spec),
    ).toEqual(["addition", "addition"]);
  });

  it("checks the wearer's age when the product declares an age range and the age is given", () => {
    const product = lens({ age: { min: 6, max: 17 } });
    expect(matchLensForPrescription(product, rx({ sph: -1 }, { sph: -1 }, 6)).suitable).toBe(true);
    expect(matchLensForPrescription(product, rx({ sph: -1 }, { sph: -1 }, 17)).suitable).toBe(true);
    expect(matchLensForPrescription(product, rx({ sph: -1 }, { sph: -1 }, 18)).reasons).toEqual([
      { code: "outOfRange", params: { eye: "", spec: "age", value: 18, min: 6, max: 17 } },
    ]);
    expect(matchLensForPrescription(product, rx({ sph: -1 })).suitable).toBe(true);
  });

  it("does not check a range the product does not declare", () => {
    const product = lens({ sph_plus: null, addition: null });
    expect(matchLensForPrescription(product, rx({ sph: 8, add: 2.5 })).suitable).toBe(true);
  });

  describe("power combination", () => {
    it('"Nilai Mutlak" adds the absolute values of SPH and CYL', () => {
      const product = lens({ power_combination_type: "Nilai Mutlak", power_combination: 6 });
      // |-4.5| + |-1.5| = 6: on the boundary, suitable.
      expect(matchLensForPrescription(product, rx({ sph: -4.5, cyl: -1.5 })).suitable).toBe(true);
      // |3| + |-1.5| = 4.5 ≤ 6 and |-4.75| + |-1.5| = 6.25 > 6.
      expect(
        matchLensForPrescription(product, rx({ sph: 3, cyl: -1.5 }, { sph: -4.75, cyl: -1.5 }))
          .reasons,
      ).toEqual([
        {
          code: "powerCombinationExceeded",
          params: { eye: "left", combined: 6.25, limit: 6, mode: "Nilai Mutlak" },
        },
      ]);
      // |3.5| + |-2| = 5.5 ≤ 6 (signed it would be 1.5): still suitable.
      expect(matchLensForPrescription(product, rx({ sph: 3.5, cyl: -2 })).suitable).toBe(true);
      // |4| + |-2| = 6.0 boundary; signed would be 2.
      expect(
        matchLensForPrescription(
          lens({ power_combination_type: "Nilai Mutlak", power_combination: 5.75 }),
          rx({ sph: 4, cyl: -2 }),
        ).reasons[0],
      ).toEqual({
        code: "powerCombinationExceeded",
        params: { eye: "right", combined: 6, limit: 5.75, mode: "Nilai Mutlak" },
      });
    });

    it('"Bukan Nilai Mutlak" adds SPH and CYL as signed values', () => {
      const product = lens({
        power_combination_type: "Bukan Nilai Mutlak",
        power_combination: 5.75,
      });
      // 4 + (-2) = 2: suitable although |4| + |-2| = 6 > 5.75.
      expect(matchLensForPrescription(product, rx({ sph: 4, cyl: -2 })).suitable).toBe(true);
      // -4 + (-1.75) = -5.75: boundary, suitable.
      expect(matchLensForPrescription(product, rx({ sph: -4, cyl: -1.75 })).suitable).toBe(true);
      // -4.25 + (-1.75) = -6: beyond 5.75.
      expect(
        matchLensForPrescription(product, rx({ sph: -4.25, cyl: -1.75 }, { sph: -1 })).reasons,
      ).toEqual([
        {
          code: "powerCombinationExceeded",
          params: { eye: "right", combined: -6, limit: 5.75, mode: "Bukan Nilai Mutlak" },
        },
      ]);
    });

    it("without a type, the combination is signed; without a limit, it is not checked", () => {
      expect(
        matchLensForPrescription(lens({ power_combination: 5.75 }), rx({ sph: 4, cyl: -2 }))
          .suitable,
      ).toBe(true);
      expect(
        matchLensForPrescription(
          lens({ power_combination_type: "Nilai Mutlak" }),
          rx({ sph: -6, cyl: -2 }),
        ).suitable,
      ).toBe(true);
    });

    it("combinedPower avoids floating-point noise", () => {
      expect(combinedPower(-2.1, -0.2, "Nilai Mutlak")).toBe(2.3);
      expect(combinedPower(0.1, 0.2, "Bukan Nilai Mutlak")).toBe(0.3);
    });
  });

  it("explains every failure at once, for both eyes", () => {
    const product = lens({
      power_combination_type: "Nilai Mutlak",
      power_combination: 4,
      age: { min: 40, max: 80 },
    });
    const result = matchLensForPrescription(
      product,
      rx({ sph: -7, cyl: -1 }, { sph: 2, cyl: 1, add: 0.5 }, 30),
    );
    expect(result.suitable).toBe(false);
    expect(
      result.reasons.map(
        (reason) => `${reason.code}:${reason.params.eye}:${reason.params.spec ?? ""}`,
      ),
    ).toEqual([
      "outOfRange:right:sph_minus",
      "powerCombinationExceeded:right:",
      "cylPlusNotSupported:left:",
      "outOfRange:left:addition",
      "outOfRange::age",
    ]);
  });

  it("only LENSA products can be made for a prescription", () => {
    expect(
      matchLensForPrescription({ productType: "FRAME", specifications: [] }, rx({ sph: 0 })),
    ).toEqual({
      suitable: false,
      reasons: [{ code: "notLensa", params: { type: "FRAME" } }],
    });
  });

  it("accepts values typed as text (query strings, form inputs)", () => {
    expect(toNumber("+1,25")).toBe(1.25);
    expect(toNumber(" ")).toBeNull();
    expect(toNumber("abc")).toBeNull();
    expect(
      matchLensForPrescription(lens(), rx({ sph: "-6.25" }, { sph: "-1" })).reasons[0]?.params
        .value,
    ).toBe(-6.25);
  });
});

describe("matchLenses", () => {
  it("keeps only LENSA products and lists the suitable ones first", () => {
    const narrow = { ...lens({ sph_minus: { min: -1, max: 0 } }), name: "narrow" };
    const wide = { ...lens(), name: "wide" };
    const frame = { productType: "FRAME", specifications: [], name: "frame" };
    const rows = matchLenses([narrow, frame, wide], rx({ sph: -3 }));
    expect(rows.map((row) => [row.product.name, row.result.suitable])).toEqual([
      ["wide", true],
      ["narrow", false],
    ]);
  });
});
