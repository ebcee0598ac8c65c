import {
  DEFAULT_SPECIFICATIONS,
  defaultSpecificationsFor,
  hasDefaultSpecifications,
  SPECIFICATION_INPUT_TYPES,
  validateSpecifications as validateWithLibrary,
  type ProductSpecification,
  type SpecificationDefinition,
  type SpecificationInputProps,
  type SpecificationIssue,
} from "@/lib/catalog/specifications";
import type { ProductType } from "@/contract/product";
import type { Specification } from "@/contract/specification";

/**
 * The demo API's side of product specifications. The definitions (spec
 * section 3, LENSA bounds of section 5) and the rules come from the console's
 * single source of truth, src/lib/catalog/specifications.ts; this module only
 * shapes them for the API: stored specifications without `defaultValue`, and
 * field errors keyed `specifications.{i}.value` (or `.key`, `.label`, …) with
 * English messages.
 */

/**
 * The default specifications of a type, filled with `values` (key → value; null or missing: the
 * default), as stored (no `defaultValue`). Built from the library's table without its deep copy:
 * the large data set makes 10,000 of these, and a record's definitions are never changed in place.
 */
export function defaultSpecifications(
  type: ProductType,
  values: Record<string, Specification["value"]> = {},
): Specification[] {
  if (!hasDefaultSpecifications(type)) return [];
  return DEFAULT_SPECIFICATIONS[type].map(({ defaultValue, ...spec }) => ({
    ...spec,
    value: (values[spec.key] ?? defaultValue ?? null) as Specification["value"],
    isDefault: true,
  }));
}

const rangeMessage = (bounds: SpecificationInputProps, issue: SpecificationIssue): string => {
  if (bounds.min !== undefined && bounds.max !== undefined)
    return `Must be between ${bounds.min} and ${bounds.max}.`;
  return issue.code === "belowMin"
    ? `Must be at least ${bounds.min}.`
    : `Must be at most ${bounds.max}.`;
};

/** The English message of a library issue on a specification's value. */
function valueMessage(spec: ProductSpecification, issue: SpecificationIssue): string {
  const bounds = spec.inputProps ?? {};
  switch (issue.code) {
    case "required":
      return issue.part
        ? "Enter a minimum and a maximum."
        : `${spec.label || spec.key} is required.`;
    case "notNumber":
      return issue.part ? "Enter a minimum and a maximum." : "Enter a number.";
    case "belowMin":
    case "aboveMax":
      return rangeMessage(bounds, issue);
    case "step":
      return `Must be in steps of ${bounds.step}.`;
    case "minGreaterThanMax":
      return "The minimum must not be greater than the maximum.";
    case "notAnOption":
      return `Choose one of: ${(spec.selectOptions ?? []).filter(Boolean).join(", ")}.`;
    default:
      return "Invalid value.";
  }
}

/** Where a library issue lands (`specifications.{i}.<field>`) and its message. */
function fieldError(
  spec: ProductSpecification,
  issue: SpecificationIssue,
): [field: string, message: string] {
  switch (issue.code) {
    case "disabled":
      return ["key", "The CYL plus specification is not offered."];
    case "invalidKey":
      return [
        "key",
        "A key is lower-case letters, digits and underscores, starting with a letter.",
      ];
    case "missingLabel":
      return ["label", "Label is required."];
    case "missingOptions":
      return ["selectOptions", "A select needs at least one option."];
    default:
      return ["value", valueMessage(spec, issue)];
  }
}

/**
 * The specification as the server checks it: for one of the type's defaults
 * the library's definition wins (a client cannot loosen bounds, options or
 * `isRequired`), for a custom one the client's definition is used.
 */
function effectiveSpecification(
  spec: Partial<ProductSpecification> & { key: string },
  definition: SpecificationDefinition | undefined,
): ProductSpecification {
  if (definition) return { ...spec, ...definition, value: spec.value };
  return {
    ...spec,
    label: typeof spec.label === "string" ? spec.label : "",
    isRequired: spec.isRequired === true,
    inputType: spec.inputType as ProductSpecification["inputType"],
    selectOptions: Array.isArray(spec.selectOptions)
      ? spec.selectOptions.filter((option): option is string => typeof option === "string")
      : undefined,
  };
}

/** Field errors (`specifications.{i}.value` → message) of a product's specifications. */
export function validateSpecifications(
  type: ProductType,
  specifications: unknown,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (specifications === undefined) return errors;
  if (!Array.isArray(specifications)) return { specifications: "Specifications must be a list." };
  const defaults = defaultSpecificationsFor(type);
  const seen = new Set<string>();
  specifications.forEach((raw: unknown, i) => {
    const spec = raw as Partial<ProductSpecification> | null;
    const at = (field: string) => `specifications.${i}.${field}`;
    if (!spec || typeof spec !== "object" || typeof spec.key !== "string" || !spec.key.trim()) {
      errors[at("key")] = "Specification key is required.";
      return;
    }
    if (seen.has(spec.key)) errors[at("key")] = `Specification "${spec.key}" is listed twice.`;
    seen.add(spec.key);
    const definition = defaults.find((item) => item.key === spec.key);
    const effective = effectiveSpecification({ ...spec, key: spec.key }, definition);
    if (!definition && !SPECIFICATION_INPUT_TYPES.includes(effective.inputType)) {
      errors[at("inputType")] = `Choose one of: ${SPECIFICATION_INPUT_TYPES.join(", ")}.`;
      return;
    }
    // The library's rules for this one specification (no type: defaults are checked below).
    const issues = validateWithLibrary(null, [effective])[spec.key] ?? [];
    for (const issue of issues) {
      const [field, message] = fieldError(effective, issue);
      errors[at(field)] ??= message;
    }
  });
  for (const definition of defaults) {
    if (!seen.has(definition.key))
      errors.specifications = `The default specification "${definition.label}" cannot be removed.`;
  }
  return errors;
}
