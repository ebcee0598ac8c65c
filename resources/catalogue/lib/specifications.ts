/**
 * Product types and product specifications (spec section 3 "Product
 * specifications" and section 5 "LENSA specification ranges").
 *
 * Pure data and functions: no React, no antd. Shared by the product form,
 * the demo API (seed + server validation) and the prescription checker.
 *
 * Value shapes stored on a product's `specifications[].value`:
 * - select: string (the option value; "" is the empty placeholder of lens_type)
 * - number: number
 * - range-number: { min: number; max: number }
 */

import {
  CREATABLE_PRODUCT_TYPES,
  PRODUCT_TYPES,
  SPECIFICATION_INPUT_TYPES,
} from "@/contract/rules";
import type {
  RangeValue,
  Specification,
  SpecificationInputProps,
  SpecificationInputType,
  SpecificationValue,
} from "../schema/specification";

export { CREATABLE_PRODUCT_TYPES, PRODUCT_TYPES, SPECIFICATION_INPUT_TYPES };
export type { RangeValue, SpecificationInputProps, SpecificationInputType, SpecificationValue };

export type ProductType = (typeof PRODUCT_TYPES)[number];
export type CreatableProductType = (typeof CREATABLE_PRODUCT_TYPES)[number];

/** The types that carry default specifications. */
export type SpecifiedProductType = "FRAME" | "LENSA" | "ADD_ONS";

/**
 * A specification's definition (the defaults table below, or what a form is building): the stored
 * specification of src/contract/specification.ts without its value, plus an optional default value.
 */
export type SpecificationDefinition = Omit<Specification, "value" | "isDefault"> & {
  defaultValue?: SpecificationValue;
  /** True for the defaults of the product type: they cannot be removed. */
  isDefault?: boolean;
};

/** A specification on a product: its definition plus its value (while editing, the value may be unset). */
export type ProductSpecification = SpecificationDefinition & { value?: SpecificationValue | null };

/** The CYL plus specification is disabled and must never be offered. */
export const DISABLED_SPECIFICATION_KEYS: readonly string[] = ["cyl_plus"];

const options = (...values: string[]): string[] => values;

/** LENSA range bounds and steps (spec section 5). */
export const LENSA_RANGES = {
  age: { min: 0, max: 200, step: 1, unit: "years" },
  sph_minus: { min: -10, max: 0, step: 0.01, unit: "D" },
  sph_plus: { min: 0, max: 10, step: 0.01, unit: "D" },
  cyl_minus: { min: -10, max: 0, step: 0.01, unit: "D" },
  addition: { min: 0, max: 3, step: 0.25, unit: "D" },
} as const satisfies Record<string, Required<SpecificationInputProps>>;
export type LensaRangeKey = keyof typeof LENSA_RANGES;

/** The locale key of each default specification's label (a literal map: no key built from a value). */
export const SPECIFICATION_LABEL_KEYS: Readonly<Record<string, string>> = {
  warranty: "catalogue:products.specs.labels.warranty",
  originality: "catalogue:products.specs.labels.originality",
  shape: "catalogue:products.specs.labels.shape",
  for_gender: "catalogue:products.specs.labels.for_gender",
  personalization: "catalogue:products.specs.labels.personalization",
  material: "catalogue:products.specs.labels.material",
  frame_dimension_lens_width: "catalogue:products.specs.labels.frame_dimension_lens_width",
  frame_dimension_lens_height: "catalogue:products.specs.labels.frame_dimension_lens_height",
  frame_dimension_bridge: "catalogue:products.specs.labels.frame_dimension_bridge",
  frame_dimension_temple: "catalogue:products.specs.labels.frame_dimension_temple",
  lens_type: "catalogue:products.specs.labels.lens_type",
  age: "catalogue:products.specs.labels.age",
  sph_minus: "catalogue:products.specs.labels.sph_minus",
  sph_plus: "catalogue:products.specs.labels.sph_plus",
  cyl_minus: "catalogue:products.specs.labels.cyl_minus",
  power_combination_type: "catalogue:products.specs.labels.power_combination_type",
  power_combination: "catalogue:products.specs.labels.power_combination",
  addition: "catalogue:products.specs.labels.addition",
};

export const POWER_COMBINATION_TYPES = {
  ABSOLUTE: "Nilai Mutlak",
  SIGNED: "Bukan Nilai Mutlak",
} as const;

const warranty = (): SpecificationDefinition => ({
  key: "warranty",
  label: "Warranty",
  isRequired: false,
  inputType: "select",
  selectOptions: options("Has Warranty", "No Warranty"),
  isDefault: true,
});

const personalization = (): SpecificationDefinition => ({
  key: "personalization",
  label: "Personalization",
  isRequired: true,
  inputType: "select",
  selectOptions: options("Casual", "Work", "Formal", "Sporty", "Fashion"),
  isDefault: true,
});

/**
 * Frame dimensions in whole millimetres, from 1 to a maximum no frame reaches, so that a typo (520 for
 * 52) is refused: the widest sunglass lenses are about 75 mm wide and 60 mm high, bridges 12–26 mm,
 * temples 120–160 mm.
 */
export const FRAME_DIMENSION_RANGES = {
  frame_dimension_lens_width: { min: 1, max: 100, step: 1, unit: "mm" },
  frame_dimension_lens_height: { min: 1, max: 80, step: 1, unit: "mm" },
  frame_dimension_bridge: { min: 1, max: 40, step: 1, unit: "mm" },
  frame_dimension_temple: { min: 1, max: 200, step: 1, unit: "mm" },
} as const satisfies Record<string, Required<SpecificationInputProps>>;

const frameDimension = (
  key: keyof typeof FRAME_DIMENSION_RANGES,
  label: string,
): SpecificationDefinition => ({
  key,
  label,
  isRequired: true,
  inputType: "number",
  inputProps: { ...FRAME_DIMENSION_RANGES[key] },
  isDefault: true,
});

const lensaRange = (
  key: LensaRangeKey,
  label: string,
  isRequired: boolean,
): SpecificationDefinition => ({
  key,
  label,
  isRequired,
  inputType: "range-number",
  inputProps: { ...LENSA_RANGES[key] },
  isDefault: true,
});

const FRAME_SPECIFICATIONS = (): SpecificationDefinition[] => [
  warranty(),
  {
    key: "originality",
    label: "Originality",
    defaultValue: "Housebrand Ori",
    isRequired: true,
    inputType: "select",
    selectOptions: options("Housebrand Ori", "Branded"),
    isDefault: true,
  },
  {
    key: "shape",
    label: "Shape",
    isRequired: true,
    inputType: "select",
    selectOptions: options(
      "Round",
      "Half Round",
      "Square",
      "Big Square",
      "Oval",
      "Polygon",
      "Sporty",
    ),
    isDefault: true,
  },
  {
    key: "for_gender",
    label: "For Gender",
    defaultValue: "All",
    isRequired: true,
    inputType: "select",
    selectOptions: options("All", "Men", "Women"),
    isDefault: true,
  },
  personalization(),
  {
    key: "material",
    label: "Material",
    isRequired: true,
    inputType: "select",
    selectOptions: options("Plastik dan Metal", "Plastik", "Metal"),
    isDefault: true,
  },
  frameDimension("frame_dimension_lens_width", "Lens Width"),
  frameDimension("frame_dimension_lens_height", "Lens Height"),
  frameDimension("frame_dimension_bridge", "Bridge"),
  frameDimension("frame_dimension_temple", "Temple"),
];

const LENSA_SPECIFICATIONS = (): SpecificationDefinition[] => [
  warranty(),
  {
    key: "lens_type",
    label: "Lens Type",
    defaultValue: "Progresif",
    isRequired: true,
    inputType: "select",
    selectOptions: options("Progresif", "Bifokal", "Single Vision", ""),
    isDefault: true,
  },
  personalization(),
  lensaRange("age", "Age", false),
  lensaRange("sph_minus", "SPH Minus", true),
  lensaRange("sph_plus", "SPH Plus", true),
  lensaRange("cyl_minus", "CYL Minus", true),
  {
    key: "power_combination_type",
    label: "Power Combination Type",
    isRequired: false,
    inputType: "select",
    selectOptions: options(POWER_COMBINATION_TYPES.ABSOLUTE, POWER_COMBINATION_TYPES.SIGNED),
    isDefault: true,
  },
  {
    key: "power_combination",
    label: "Power Combination",
    isRequired: false,
    inputType: "number",
    // At most the strongest lens the LENSA ranges allow: |SPH| + |CYL| = 10 + 10 dioptres.
    inputProps: { min: 0, max: 20, step: 0.01, unit: "D" },
    isDefault: true,
  },
  lensaRange("addition", "Addition", true),
];

const ADD_ONS_SPECIFICATIONS = (): SpecificationDefinition[] => [warranty()];

/** The default specifications of each type that has them (spec section 3). */
export const DEFAULT_SPECIFICATIONS: Record<SpecifiedProductType, SpecificationDefinition[]> = {
  FRAME: FRAME_SPECIFICATIONS(),
  LENSA: LENSA_SPECIFICATIONS(),
  ADD_ONS: ADD_ONS_SPECIFICATIONS(),
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const hasDefaultSpecifications = (
  type: string | null | undefined,
): type is SpecifiedProductType => type === "FRAME" || type === "LENSA" || type === "ADD_ONS";

/** A fresh (deep-copied) list of the type's default specifications; [] for BUNDLING, OTHER and the rest. */
export const defaultSpecificationsFor = (
  type: string | null | undefined,
): SpecificationDefinition[] =>
  hasDefaultSpecifications(type) ? clone(DEFAULT_SPECIFICATIONS[type]) : [];

/** True when `key` is one of the type's default specifications (which cannot be removed). */
export const isDefaultSpecificationKey = (type: string | null | undefined, key: string): boolean =>
  hasDefaultSpecifications(type) && DEFAULT_SPECIFICATIONS[type].some((spec) => spec.key === key);

/**
 * The type's default specifications as stored on a product, each with its
 * default value (or the value given in `values`).
 */
export const buildSpecifications = (
  type: string | null | undefined,
  values: Record<string, SpecificationValue | null | undefined> = {},
): ProductSpecification[] =>
  defaultSpecificationsFor(type).map((spec) => ({
    ...spec,
    value: values[spec.key] !== undefined ? values[spec.key] : (spec.defaultValue ?? null),
  }));

// ---------------------------------------------------------------- validation

/**
 * Issue codes; ../schema/specification.ts writes each as a message that names its field
 * (`specificationMessage`), shown by the form and answered by the demo API.
 */
export type SpecificationIssueCode =
  | "required"
  | "notNumber"
  | "belowMin"
  | "aboveMax"
  | "step"
  | "minGreaterThanMax"
  | "notAnOption"
  | "disabled"
  | "duplicateKey"
  | "invalidKey"
  | "missingLabel"
  | "missingOptions"
  | "defaultRemoved";

export interface SpecificationIssue {
  code: SpecificationIssueCode;
  /** "min" or "max" for a range, undefined for the whole value. */
  part?: "min" | "max";
  params?: Record<string, string | number>;
}

export interface RangeValidationResult {
  valid: boolean;
  issues: SpecificationIssue[];
}

const EPSILON = 1e-9;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Whether `value` lies on the step grid starting at `base`. */
export const isOnStep = (value: number, step: number, base = 0): boolean => {
  if (!(step > 0)) return true;
  const n = (value - base) / step;
  return Math.abs(n - Math.round(n)) < 1e-6;
};

const checkBounds = (
  value: number,
  bounds: SpecificationInputProps,
  part: "min" | "max" | undefined,
  issues: SpecificationIssue[],
) => {
  if (bounds.min !== undefined && value < bounds.min - EPSILON) {
    issues.push({ code: "belowMin", part, params: { min: bounds.min } });
  } else if (bounds.max !== undefined && value > bounds.max + EPSILON) {
    issues.push({ code: "aboveMax", part, params: { max: bounds.max } });
  } else if (bounds.step !== undefined && !isOnStep(value, bounds.step, bounds.min ?? 0)) {
    issues.push({ code: "step", part, params: { step: bounds.step } });
  }
};

/**
 * Validates a range value against the bounds of `key` (a LENSA range key, or
 * explicit input props for custom range specifications): both ends present
 * and numeric, within the bounds, on the step, and min ≤ max.
 */
export const validateRange = (
  key: string,
  value: Partial<RangeValue> | null | undefined,
  bounds: SpecificationInputProps = (LENSA_RANGES as Record<string, SpecificationInputProps>)[
    key
  ] ?? {},
): RangeValidationResult => {
  const issues: SpecificationIssue[] = [];
  const ends: Array<"min" | "max"> = ["min", "max"];
  for (const part of ends) {
    const end = value?.[part];
    if (end === undefined || end === null || (end as unknown) === "") {
      issues.push({ code: "required", part });
    } else if (!isFiniteNumber(end)) {
      issues.push({ code: "notNumber", part });
    } else {
      checkBounds(end, bounds, part, issues);
    }
  }
  if (isFiniteNumber(value?.min) && isFiniteNumber(value?.max) && value.min > value.max + EPSILON) {
    issues.push({ code: "minGreaterThanMax" });
  }
  return { valid: issues.length === 0, issues };
};

export const isRangeValue = (value: unknown): value is RangeValue =>
  typeof value === "object" &&
  value !== null &&
  isFiniteNumber((value as RangeValue).min) &&
  isFiniteNumber((value as RangeValue).max);

const isEmpty = (value: unknown): boolean => {
  if (value === undefined || value === null || value === "") return true;
  if (typeof value === "object") {
    const range = value as Partial<RangeValue>;
    const emptyEnd = (end: unknown) => end === undefined || end === null || end === "";
    return emptyEnd(range.min) && emptyEnd(range.max);
  }
  return false;
};

/** Validates one specification's value against its definition. */
export const validateSpecificationValue = (spec: ProductSpecification): SpecificationIssue[] => {
  const { value } = spec;
  if (isEmpty(value)) return spec.isRequired ? [{ code: "required" }] : [];
  switch (spec.inputType) {
    case "select": {
      const allowed = spec.selectOptions ?? [];
      if (typeof value !== "string" || (allowed.length > 0 && !allowed.includes(value))) {
        return [{ code: "notAnOption" }];
      }
      if (value === "" && spec.isRequired) return [{ code: "required" }];
      return [];
    }
    case "number": {
      if (!isFiniteNumber(value)) return [{ code: "notNumber" }];
      const issues: SpecificationIssue[] = [];
      checkBounds(value, spec.inputProps ?? {}, undefined, issues);
      return issues;
    }
    case "range-number":
      return validateRange(spec.key, value as Partial<RangeValue>, spec.inputProps ?? {}).issues;
    default:
      return [];
  }
};

const KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/**
 * Validates a product's whole specification list for its type: every
 * default present (none removed), no disabled or duplicate key, custom
 * definitions well-formed, every value valid. Keyed by specification key.
 */
export const validateSpecifications = (
  type: string | null | undefined,
  specs: ProductSpecification[] | null | undefined,
): Record<string, SpecificationIssue[]> => {
  const result: Record<string, SpecificationIssue[]> = {};
  const add = (key: string, issue: SpecificationIssue) => {
    (result[key] ??= []).push(issue);
  };
  const list = specs ?? [];
  const seen = new Set<string>();
  for (const spec of list) {
    if (seen.has(spec.key)) add(spec.key, { code: "duplicateKey" });
    seen.add(spec.key);
    if (DISABLED_SPECIFICATION_KEYS.includes(spec.key)) {
      add(spec.key, { code: "disabled" });
      continue;
    }
    if (!KEY_PATTERN.test(spec.key)) add(spec.key, { code: "invalidKey" });
    if (!spec.label?.trim()) add(spec.key, { code: "missingLabel" });
    if (spec.inputType === "select" && !(spec.selectOptions ?? []).length)
      add(spec.key, { code: "missingOptions" });
    for (const issue of validateSpecificationValue(spec)) add(spec.key, issue);
  }
  if (hasDefaultSpecifications(type)) {
    for (const def of DEFAULT_SPECIFICATIONS[type]) {
      if (!seen.has(def.key)) add(def.key, { code: "defaultRemoved" });
    }
  }
  return result;
};

/**
 * Merges a product's stored specifications with its type's defaults: the
 * default definitions win (so labels, bounds and options stay exact), the
 * stored values are kept, and custom specifications follow in their order.
 */
export const mergeWithDefaults = (
  type: string | null | undefined,
  specs: ProductSpecification[] | null | undefined,
): ProductSpecification[] => {
  const stored = new Map((specs ?? []).map((spec) => [spec.key, spec]));
  const defaults = defaultSpecificationsFor(type).map((def) => ({
    ...def,
    value: stored.has(def.key) ? (stored.get(def.key)?.value ?? null) : (def.defaultValue ?? null),
  }));
  const defaultKeys = new Set(defaults.map((def) => def.key));
  const custom = (specs ?? [])
    .filter((spec) => !defaultKeys.has(spec.key) && !DISABLED_SPECIFICATION_KEYS.includes(spec.key))
    .map((spec) => ({ ...spec, isDefault: false }));
  return [...defaults, ...custom];
};

/** The value of a specification by key, if any. */
export const specificationValue = (
  specs: ProductSpecification[] | null | undefined,
  key: string,
): SpecificationValue | null | undefined => specs?.find((spec) => spec.key === key)?.value;
