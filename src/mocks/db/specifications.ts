import type { ProductType, Specification } from "./types";

/**
 * Default product specifications of spec section 3 ("Product specifications")
 * with the LENSA bounds of section 5. The demo API validates against these.
 */
const WARRANTY = ["Has Warranty", "No Warranty"];
const PERSONALIZATION = ["Casual", "Work", "Formal", "Sporty", "Fashion"];

export const LENSA_BOUNDS: Record<string, { min: number; max: number; step: number }> = {
  age: { min: 0, max: 200, step: 1 },
  sph_minus: { min: -10, max: 0, step: 0.01 },
  sph_plus: { min: 0, max: 10, step: 0.01 },
  cyl_minus: { min: -10, max: 0, step: 0.01 },
  addition: { min: 0, max: 3, step: 0.25 },
};

type Template = Omit<Specification, "value" | "isDefault"> & {
  defaultValue?: Specification["value"];
};

const select = (
  key: string,
  label: string,
  options: string[],
  isRequired: boolean,
  defaultValue?: string,
): Template => ({
  key,
  label,
  inputType: "select",
  isRequired,
  selectOptions: options,
  ...(defaultValue !== undefined ? { defaultValue } : {}),
});
const mm = (key: string, label: string): Template => ({
  key,
  label,
  inputType: "number",
  isRequired: true,
  inputProps: { min: 0, step: 1, unit: "mm" },
});
const range = (key: string, label: string, isRequired: boolean): Template => ({
  key,
  label,
  inputType: "range-number",
  isRequired,
  inputProps: { ...LENSA_BOUNDS[key] },
});

export const DEFAULT_SPECIFICATIONS: Partial<Record<ProductType, Template[]>> = {
  FRAME: [
    select("warranty", "Warranty", WARRANTY, false),
    select("originality", "Originality", ["Housebrand Ori", "Branded"], true, "Housebrand Ori"),
    select(
      "shape",
      "Shape",
      ["Round", "Half Round", "Square", "Big Square", "Oval", "Polygon", "Sporty"],
      true,
    ),
    select("for_gender", "For Gender", ["All", "Men", "Women"], true, "All"),
    select("personalization", "Personalization", PERSONALIZATION, true),
    select("material", "Material", ["Plastik dan Metal", "Plastik", "Metal"], true),
    mm("frame_dimension_lens_width", "Lens Width"),
    mm("frame_dimension_lens_height", "Lens Height"),
    mm("frame_dimension_bridge", "Bridge"),
    mm("frame_dimension_temple", "Temple"),
  ],
  LENSA: [
    select("warranty", "Warranty", WARRANTY, false),
    select(
      "lens_type",
      "Lens Type",
      ["", "Progresif", "Bifokal", "Single Vision"],
      true,
      "Progresif",
    ),
    select("personalization", "Personalization", PERSONALIZATION, true),
    range("age", "Age", false),
    range("sph_minus", "SPH Minus", true),
    range("sph_plus", "SPH Plus", true),
    range("cyl_minus", "CYL Minus", true),
    select(
      "power_combination_type",
      "Power Combination Type",
      ["Nilai Mutlak", "Bukan Nilai Mutlak"],
      false,
    ),
    {
      key: "power_combination",
      label: "Power Combination",
      inputType: "number",
      isRequired: false,
      inputProps: { step: 0.25 },
    },
    range("addition", "Addition", true),
  ],
  ADD_ONS: [select("warranty", "Warranty", WARRANTY, false)],
};

/** The default specifications of a type, filled with `values` (key → value) or their defaults. */
export function defaultSpecifications(
  type: ProductType,
  values: Record<string, Specification["value"]> = {},
): Specification[] {
  return (DEFAULT_SPECIFICATIONS[type] ?? []).map(({ defaultValue, ...template }) => ({
    ...template,
    value: values[template.key] ?? defaultValue ?? null,
    isDefault: true,
  }));
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/** Field errors (`specifications.{i}.value` → message) of a product's specifications. */
export function validateSpecifications(
  type: ProductType,
  specifications: unknown,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (specifications === undefined) return errors;
  if (!Array.isArray(specifications)) return { specifications: "Specifications must be a list." };
  const defaults = DEFAULT_SPECIFICATIONS[type] ?? [];
  const byKey = new Map<string, number>();
  specifications.forEach((raw, i) => {
    const spec = raw as Partial<Specification>;
    const field = `specifications.${i}.value`;
    if (!spec || typeof spec.key !== "string" || spec.key.trim() === "") {
      errors[`specifications.${i}.key`] = "Specification key is required.";
      return;
    }
    if (byKey.has(spec.key))
      errors[`specifications.${i}.key`] = `Specification "${spec.key}" is listed twice.`;
    byKey.set(spec.key, i);
    if (spec.key === "cyl_plus")
      errors[`specifications.${i}.key`] = "The CYL plus specification is not offered.";
    const template = defaults.find((item) => item.key === spec.key);
    const isRequired = template?.isRequired ?? spec.isRequired === true;
    const inputType = template?.inputType ?? spec.inputType;
    const value = spec.value;
    if (isEmpty(value)) {
      if (isRequired) errors[field] = `${template?.label ?? spec.label ?? spec.key} is required.`;
      return;
    }
    if (inputType === "select") {
      const options = template?.selectOptions ?? spec.selectOptions;
      if (options && !options.includes(String(value)))
        errors[field] = `Choose one of: ${options.filter(Boolean).join(", ")}.`;
    } else if (inputType === "number") {
      if (typeof value !== "number" || !Number.isFinite(value)) errors[field] = "Enter a number.";
      else if (template?.inputProps?.min !== undefined && value < template.inputProps.min)
        errors[field] = `Must be at least ${template.inputProps.min}.`;
    } else if (inputType === "range-number") {
      const rangeValue = value as { min?: unknown; max?: unknown };
      const { min, max } = rangeValue ?? {};
      if (typeof min !== "number" || typeof max !== "number") {
        errors[field] = "Enter a minimum and a maximum.";
        return;
      }
      const bounds = type === "LENSA" ? LENSA_BOUNDS[spec.key] : undefined;
      if (min > max) errors[field] = "The minimum must not be greater than the maximum.";
      else if (bounds && (min < bounds.min || max > bounds.max))
        errors[field] = `Must be between ${bounds.min} and ${bounds.max}.`;
    }
  });
  for (const template of defaults) {
    if (!byKey.has(template.key))
      errors.specifications = `The default specification "${template.label}" cannot be removed.`;
  }
  return errors;
}
