/**
 * The prescription-matching rule (issue 7, prescription checker): can a LENSA
 * product be made for a prescription? Pure function, shared by the checker
 * page and the demo API's suitable-lens search.
 *
 * The rule, for each eye (right and left):
 * - SPH < 0 must lie in `sph_minus`, SPH > 0 in `sph_plus`; SPH = 0 must lie
 *   in either of them.
 * - CYL must lie in `cyl_minus` (an empty CYL counts as 0). A positive CYL is
 *   never suitable: the CYL plus specification is not offered.
 * - ADD must lie in `addition` (an empty ADD counts as 0, so a progressive
 *   lens whose addition starts above 0 does not fit a prescription without ADD).
 * - When `power_combination` is set, the combined power must be within it:
 *   |SPH| + |CYL| when `power_combination_type` is "Nilai Mutlak", SPH + CYL
 *   (signed) otherwise; "within" means |combined| ≤ |power_combination|.
 * And once: the wearer's age must lie in `age` when both are given.
 * A range the product does not declare (missing or empty value) is not checked.
 * Bounds are inclusive.
 */
import {
  POWER_COMBINATION_TYPES,
  isRangeValue,
  specificationValue,
  type ProductSpecification,
  type RangeValue,
} from "./specifications";

export type Eye = "right" | "left";
export const EYES: readonly Eye[] = ["right", "left"];

type NumberLike = number | string | null | undefined;

export interface EyePrescription {
  sph?: NumberLike;
  cyl?: NumberLike;
  axis?: NumberLike;
  add?: NumberLike;
}

export interface Prescription {
  right?: EyePrescription | null;
  left?: EyePrescription | null;
  pd?: NumberLike;
  age?: NumberLike;
}

export interface MatchableProduct {
  productType?: string | null;
  specifications?: ProductSpecification[] | null;
}

export type MatchReasonCode =
  "notLensa" | "outOfRange" | "cylPlusNotSupported" | "powerCombinationExceeded";

/**
 * Why a product does not fit. The UI translates `prescriptionChecker.reasons.<code>`
 * with the params (eye, spec = specification key, value, min, max, combined, limit, mode).
 */
export interface MatchReason {
  code: MatchReasonCode;
  params: Record<string, string | number>;
}

export interface MatchResult {
  suitable: boolean;
  reasons: MatchReason[];
}

const EPSILON = 1e-9;

/** Parses a number from a number or a numeric string ("+1.25", "-0,50"); null if empty or invalid. */
export const toNumber = (value: NumberLike): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(",", ".");
  if (text === "") return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
};

/** Rounds away binary noise (e.g. -2.25 + -0.5 computed as -2.7500000001). */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

const inRange = (value: number, range: RangeValue) =>
  value >= range.min - EPSILON && value <= range.max + EPSILON;

const rangeOf = (
  specs: ProductSpecification[] | null | undefined,
  key: string,
): RangeValue | null => {
  const value = specificationValue(specs, key);
  return isRangeValue(value) ? value : null;
};

/** The combined power of one eye per the power-combination type. */
export const combinedPower = (sph: number, cyl: number, type: string | null | undefined): number =>
  round(type === POWER_COMBINATION_TYPES.ABSOLUTE ? Math.abs(sph) + Math.abs(cyl) : sph + cyl);

export const matchLensForPrescription = (
  product: MatchableProduct,
  prescription: Prescription,
): MatchResult => {
  const reasons: MatchReason[] = [];
  if (product.productType !== "LENSA") {
    return {
      suitable: false,
      reasons: [{ code: "notLensa", params: { type: product.productType ?? "" } }],
    };
  }
  const specs = product.specifications;
  const sphMinus = rangeOf(specs, "sph_minus");
  const sphPlus = rangeOf(specs, "sph_plus");
  const cylMinus = rangeOf(specs, "cyl_minus");
  const addition = rangeOf(specs, "addition");
  const age = rangeOf(specs, "age");
  const limitRaw = specificationValue(specs, "power_combination");
  const limit =
    typeof limitRaw === "number" || typeof limitRaw === "string" ? toNumber(limitRaw) : null;
  const typeRaw = specificationValue(specs, "power_combination_type");
  const mode = typeof typeRaw === "string" && typeRaw ? typeRaw : POWER_COMBINATION_TYPES.SIGNED;

  const outOfRange = (eye: Eye | "", spec: string, value: number, range: RangeValue) =>
    reasons.push({
      code: "outOfRange",
      params: { eye, spec, value, min: range.min, max: range.max },
    });

  for (const eye of EYES) {
    const rx = prescription[eye] ?? {};
    const sph = toNumber(rx.sph) ?? 0;
    const cyl = toNumber(rx.cyl) ?? 0;
    const add = toNumber(rx.add) ?? 0;

    if (sph < 0 && sphMinus && !inRange(sph, sphMinus)) outOfRange(eye, "sph_minus", sph, sphMinus);
    if (sph > 0 && sphPlus && !inRange(sph, sphPlus)) outOfRange(eye, "sph_plus", sph, sphPlus);
    if (sph === 0 && (sphMinus || sphPlus)) {
      const covered = (sphMinus && inRange(0, sphMinus)) || (sphPlus && inRange(0, sphPlus));
      if (!covered) outOfRange(eye, sphMinus ? "sph_minus" : "sph_plus", 0, (sphMinus ?? sphPlus)!);
    }

    if (cyl > 0) reasons.push({ code: "cylPlusNotSupported", params: { eye, value: cyl } });
    else if (cylMinus && !inRange(cyl, cylMinus)) outOfRange(eye, "cyl_minus", cyl, cylMinus);

    if (addition && !inRange(add, addition)) outOfRange(eye, "addition", add, addition);

    if (limit !== null) {
      const combined = combinedPower(sph, cyl, mode);
      if (Math.abs(combined) > Math.abs(limit) + EPSILON) {
        reasons.push({
          code: "powerCombinationExceeded",
          params: { eye, combined, limit: Math.abs(limit), mode },
        });
      }
    }
  }

  const wearerAge = toNumber(prescription.age);
  if (age && wearerAge !== null && !inRange(wearerAge, age)) outOfRange("", "age", wearerAge, age);

  return { suitable: reasons.length === 0, reasons };
};

/** Every LENSA product with its match result; suitable ones first, order otherwise kept. */
export const matchLenses = <P extends MatchableProduct>(
  products: readonly P[],
  prescription: Prescription,
): Array<{ product: P; result: MatchResult }> => {
  const rows = products
    .filter((product) => product.productType === "LENSA")
    .map((product) => ({ product, result: matchLensForPrescription(product, prescription) }));
  return [
    ...rows.filter((row) => row.result.suitable),
    ...rows.filter((row) => !row.result.suitable),
  ];
};
