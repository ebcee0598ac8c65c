/**
 * The prescription checker (`/simulate-prescription-checker`): which LENSA products suit a
 * customer's saved prescription, or one typed in, and why the others do not.
 */
import { decimal, id, integer, z } from "@/contract/common";
import { PRESCRIPTION_LIMITS, PRODUCT_STATUSES } from "@/contract/rules";
import { savedPrescription } from "@resources/users/exports";
import { rangeValue } from "./specification";

export const checkerCustomer = z
  .object({
    userId: id(),
    name: z.string(),
    email: z.string(),
    prescriptions: z.array(savedPrescription).meta({ description: "Newest first." }),
  })
  .meta({ id: "CheckerCustomer" });

const { sph, cyl, axis, add, pd } = PRESCRIPTION_LIMITS;
/** The wearer's age in whole years, as the LENSA `age` ranges hold it (spec section 5: 0–200). */
const AGE = { min: 0, max: 200 } as const;

/** One eye's values within the plausible prescription values (a typo such as -125 for -1.25 is refused). */
const eye = (labels: { sph: string; cyl: string; axis: string; add: string }) =>
  z.object({
    // A lens is chosen by its sphere: required; the rest may be left empty (none).
    sph: decimal(labels.sph, { min: sph.min, max: sph.max }),
    cyl: decimal(labels.cyl, { min: cyl.min, max: cyl.max }).nullable().optional(),
    axis: integer(labels.axis, { min: axis.min, max: axis.max }).nullable().optional(),
    add: decimal(labels.add, { min: add.min, max: add.max }).nullable().optional(),
  });

const F = "catalogue:prescriptionChecker.fields";

/** The prescription the checker judges lenses against: the form's values as they are sent. */
export const checkedPrescription = z.object({
  right: eye({
    sph: `${F}.sphRight`,
    cyl: `${F}.cylRight`,
    axis: `${F}.axisRight`,
    add: `${F}.addRight`,
  })
    .nullable()
    .optional(),
  left: eye({
    sph: `${F}.sphLeft`,
    cyl: `${F}.cylLeft`,
    axis: `${F}.axisLeft`,
    add: `${F}.addLeft`,
  })
    .nullable()
    .optional(),
  pd: decimal(`${F}.pd`, { min: pd.min, max: pd.max }).nullable().optional(),
  age: integer(`${F}.age`, AGE).nullable().optional(),
});

/** The most rows one page of the checker's answer may ask for: no catalogue holds 100,000 lenses. */
const MAX_ROW = 100_000;
const row = (description: string) =>
  z.number().int().min(0).max(MAX_ROW).optional().meta({ description });

/** `POST /simulate-prescription-checker/search`. */
export const checkRequest = z
  .object({
    prescription: checkedPrescription.default({}),
    q: z.string().optional(),
    brandId: z.string().optional(),
    onlySuitable: z.boolean().optional(),
    _start: row("First row (0-based)."),
    _end: row("Row after the last one (20 rows from `_start` when left out)."),
  })
  .meta({ id: "CheckRequest" });

export const MATCH_REASON_CODES = [
  "notLensa",
  "outOfRange",
  "cylPlusNotSupported",
  "powerCombinationExceeded",
] as const;

export const matchReason = z
  .object({
    code: z.enum(MATCH_REASON_CODES),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: "MatchReason" });

export const checkedLens = z
  .object({
    productId: id(),
    productName: z.string(),
    sku: z.string(),
    brandId: z.string(),
    brandName: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    specifications: z.record(z.string(), z.union([rangeValue, z.string(), z.number(), z.null()])),
    suitable: z.boolean(),
    reasons: z.array(matchReason),
  })
  .meta({ id: "CheckedLens" });

export const checkResult = z
  .object({
    results: z.array(checkedLens),
    count: z.number().int(),
    suitableCount: z.number().int(),
    checked: z.number().int().meta({ description: "LENSA products judged." }),
  })
  .meta({ id: "CheckResult" });

export type CheckerCustomer = z.infer<typeof checkerCustomer>;
export type CheckedPrescription = z.input<typeof checkedPrescription>;
export type CheckedLens = z.infer<typeof checkedLens>;
export type CheckResult = z.infer<typeof checkResult>;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];
