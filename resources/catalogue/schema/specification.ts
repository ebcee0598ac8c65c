/**
 * Product specifications as stored on a product (spec section 3 "Product specifications"). The
 * default specifications of each type and the value rules live in ../lib/specifications.ts, which
 * takes these types; the messages of those rules are written here, once, as keys with values: the
 * form shows them in the user's language, the demo API in English, and each names its field
 * ("SPH minus minimum must be between -10 and 0.").
 */
import { fieldIssue, message, requiredText, z, type TextKey } from "@/contract/common";
import type { MessageValues } from "@/contract/messages";
import { SPECIFICATION_INPUT_TYPES, SPECIFICATION_KEY_PATTERN } from "@/contract/rules";
import {
  DISABLED_SPECIFICATION_KEYS,
  SPECIFICATION_LABEL_KEYS,
  validateSpecifications,
  type ProductSpecification,
  type SpecificationIssue,
} from "../lib/specifications";

/**
 * The widest value or bound of a custom specification: no measurement of an eyewear product
 * (millimetres, dioptres, years, grams) comes near 100,000, so a larger one is a typo.
 */
export const SPECIFICATION_VALUE_LIMIT = 100_000;
const LIMIT = SPECIFICATION_VALUE_LIMIT;

/** A specification's label as messages name it: a default's locale key, a custom one's own label. */
export const specificationLabel = (spec: { key: string; label?: string | null }): string =>
  SPECIFICATION_LABEL_KEYS[spec.key] ?? (spec.label?.trim() || spec.key);

const KEY = "catalogue:products.specs.fields.key";
const LABEL = "catalogue:products.specs.fields.label";
const OPTIONS = "catalogue:products.specs.fields.options";
const INPUT_TYPE = "catalogue:products.specs.fields.inputType";
const MIN = "catalogue:products.specs.min";
const MAX = "catalogue:products.specs.max";
const STEP = "catalogue:products.specs.fields.step";
const UNIT = "catalogue:products.specs.fields.unit";

export const rangeValue = z
  .object({ min: z.number(), max: z.number() })
  .meta({ id: "RangeValue", description: "A range-number value: both ends, min ≤ max." });

/** select: the option (a string; "" is lens_type's empty placeholder); number; range-number. */
export const specificationValue = z
  .union([z.string(), z.number(), rangeValue])
  .meta({ id: "SpecificationValue" });

/** A bound of a custom specification's values, within ±SPECIFICATION_VALUE_LIMIT. */
const bound = (label: TextKey) =>
  z
    .number({ error: () => message("validation.type.number", { field: label }) })
    .min(-LIMIT, message("validation.min", { field: label, min: -LIMIT }))
    .max(LIMIT, message("validation.max", { field: label, max: LIMIT }))
    .meta({ label, minimum: -LIMIT, maximum: LIMIT });

/** A step: more than 0, at most SPECIFICATION_VALUE_LIMIT. */
const step = () =>
  z
    .number({ error: () => message("validation.type.number", { field: STEP }) })
    .positive(message("catalogue:products.specErrors.stepPositive"))
    .max(LIMIT, message("validation.max", { field: STEP, max: LIMIT }))
    .meta({ label: STEP, exclusiveMinimum: 0, maximum: LIMIT });

const unit = () =>
  z
    .string()
    .trim()
    .max(20, message("validation.maxLength", { field: UNIT, max: 20 }))
    .meta({ label: UNIT, description: 'Display unit, e.g. "mm", "years", "D" (dioptre).' });

const inputType = () =>
  z
    .enum(SPECIFICATION_INPUT_TYPES, {
      error: () => message("validation.oneOf", { values: SPECIFICATION_INPUT_TYPES.join(", ") }),
    })
    .meta({ label: INPUT_TYPE });

const selectOptions = () =>
  z
    .array(z.string().max(100, message("validation.maxLength", { field: OPTIONS, max: 100 })))
    .meta({ label: OPTIONS });

export const specificationInputProps = z
  .object({
    min: bound(MIN).optional(),
    max: bound(MAX).optional(),
    step: step().optional(),
    unit: unit().optional(),
  })
  .meta({ id: "SpecificationInputProps" });

const specificationFields = z.object({
  key: z
    .string({ error: () => message("validation.required", { field: KEY }) })
    .trim()
    .min(1, message("validation.required", { field: KEY }))
    .max(60, message("validation.maxLength", { field: KEY, max: 60 }))
    .meta({ label: KEY }),
  label: z
    .string()
    .trim()
    .max(100, message("validation.maxLength", { field: LABEL, max: 100 }))
    .default("")
    .meta({ label: LABEL }),
  // A range may arrive half-filled: the value's rules then say which end is missing.
  value: z
    .union(
      [
        z.string(),
        z.number(),
        z.object({ min: z.number().nullable().optional(), max: z.number().nullable().optional() }),
        z.null(),
      ],
      { error: () => message("catalogue:products.specErrors.invalidValue") },
    )
    .default(null),
  inputType: inputType(),
  isRequired: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  selectOptions: selectOptions().optional(),
  inputProps: specificationInputProps.optional(),
});

export type SpecificationWrite = z.output<typeof specificationFields>;

// ---------------------------------------------------------------- the messages of the rules

/** Where an issue of one specification shows (`specifications.{i}.<field>`), and what it says. */
export interface SpecificationMessage {
  field: "value" | "key" | "label" | "selectOptions";
  key: TextKey;
  values: MessageValues;
}

const E = "catalogue:products.specErrors";

/** The message of a value out of its bounds: both bounds when the definition has both. */
function boundsMessage(
  spec: ProductSpecification,
  issue: SpecificationIssue,
  field: TextKey,
): [TextKey, MessageValues] {
  const { min, max } = spec.inputProps ?? {};
  const part = issue.part;
  if (min !== undefined && max !== undefined) {
    const key =
      part === "min" ? `${E}.minBetween` : part === "max" ? `${E}.maxBetween` : `${E}.between`;
    return [key, { field, min, max }];
  }
  if (issue.code === "belowMin") {
    const key =
      part === "min" ? `${E}.minAtLeast` : part === "max" ? `${E}.maxAtLeast` : "validation.min";
    return [key, { field, min }];
  }
  const key =
    part === "min" ? `${E}.minAtMost` : part === "max" ? `${E}.maxAtMost` : "validation.max";
  return [key, { field, max }];
}

function valueMessage(
  spec: ProductSpecification,
  issue: SpecificationIssue,
): [TextKey, MessageValues] {
  const field = specificationLabel(spec);
  const part = issue.part;
  switch (issue.code) {
    case "required":
      return [
        part === "min"
          ? `${E}.minRequired`
          : part === "max"
            ? `${E}.maxRequired`
            : "validation.required",
        { field },
      ];
    case "notNumber":
      return ["validation.type.number", { field }];
    case "belowMin":
    case "aboveMax":
      return boundsMessage(spec, issue, field);
    case "step":
      return [
        part === "min" ? `${E}.minStep` : part === "max" ? `${E}.maxStep` : `${E}.step`,
        { field, step: spec.inputProps?.step },
      ];
    case "minGreaterThanMax":
      return [`${E}.minGreaterThanMax`, { field }];
    case "notAnOption":
      return [
        "validation.oneOf",
        { values: (spec.selectOptions ?? []).filter(Boolean).join(", ") },
      ];
    default:
      return [`${E}.invalidValue`, {}];
  }
}

/** The message of a library issue of `spec`, on the field it concerns. */
export function specificationMessage(
  spec: ProductSpecification,
  issue: SpecificationIssue,
): SpecificationMessage {
  switch (issue.code) {
    case "disabled":
      return { field: "key", key: `${E}.disabled`, values: {} };
    case "invalidKey":
      return { field: "key", key: `${E}.invalidKey`, values: {} };
    case "missingLabel":
      return { field: "label", key: `${E}.missingLabel`, values: {} };
    case "missingOptions":
      return { field: "selectOptions", key: `${E}.missingOptions`, values: {} };
    default: {
      const [key, values] = valueMessage(spec, issue);
      return { field: "value", key, values };
    }
  }
}

/**
 * A specification as its value is checked: its definition, with bounds within
 * ±SPECIFICATION_VALUE_LIMIT where it sets none (a custom number without bounds is still bounded).
 */
export function checkedSpecification(spec: SpecificationWrite): ProductSpecification {
  const props = spec.inputProps;
  const bounded =
    spec.inputType === "select"
      ? props
      : { ...props, min: props?.min ?? -LIMIT, max: props?.max ?? LIMIT };
  // A half-filled range is passed as it came: the library's range rule names the missing end.
  return { ...spec, inputProps: bounded, value: spec.value as ProductSpecification["value"] };
}

/**
 * The messages of one specification checked against `spec` (its own definition, or the library's for
 * a default one), the first per field.
 */
export function specificationMessages(spec: ProductSpecification): SpecificationMessage[] {
  const found = new Map<string, SpecificationMessage>();
  for (const issue of validateSpecifications(null, [spec])[spec.key] ?? []) {
    const text = specificationMessage(spec, issue);
    if (!found.has(text.field)) found.set(text.field, text);
  }
  return [...found.values()];
}

/**
 * What a client sends for one specification, checked as sent: its key, label and options well
 * formed, its value within its own definition. The product's rules check a default specification
 * once more against the library's definition (a client cannot loosen bounds or options).
 */
export const specificationInput = specificationFields.superRefine((spec, ctx) => {
  for (const { field, key, values } of specificationMessages(checkedSpecification(spec)))
    fieldIssue(ctx, [field], key, values);
});

export const specification = specificationFields
  .extend({
    label: z.string(),
    value: z.union([specificationValue, z.null()]),
    isRequired: z.boolean(),
    isDefault: z
      .boolean()
      .meta({ description: "A default specification of the product type: it cannot be removed." }),
  })
  .meta({ id: "Specification" });

/**
 * The "Add specification" dialog: a custom specification's definition. Its bounds sit beside the other
 * fields there (an emptied one is null: no bound); the product form puts them in `inputProps`.
 */
export const specificationDraft = z
  .object({
    key: specificationFields.shape.key
      .regex(SPECIFICATION_KEY_PATTERN, message(`${E}.invalidKey`))
      .refine((key) => !DISABLED_SPECIFICATION_KEYS.includes(key), message(`${E}.disabled`)),
    label: requiredText(LABEL, 100),
    inputType: inputType(),
    selectOptions: selectOptions().optional(),
    isRequired: z.boolean().default(false),
    min: bound(MIN).nullable().optional(),
    max: bound(MAX).nullable().optional(),
    step: step().nullable().optional(),
    unit: unit().nullable().optional(),
  })
  .superRefine((draft, ctx) => {
    if (draft.inputType === "select" && !(draft.selectOptions ?? []).length)
      fieldIssue(ctx, "selectOptions", `${E}.missingOptions`);
    if (draft.min != null && draft.max != null && draft.min > draft.max)
      fieldIssue(ctx, "max", `${E}.minGreaterThanMax`, { field: draft.label || draft.key });
  });

export type SpecificationDraft = z.input<typeof specificationDraft>;
export type RangeValue = z.infer<typeof rangeValue>;
export type SpecificationValue = z.infer<typeof specificationValue>;
export type SpecificationInputType = (typeof SPECIFICATION_INPUT_TYPES)[number];
export type SpecificationInputProps = z.infer<typeof specificationInputProps>;
/** A specification as stored on a product: its definition plus its value. */
export type Specification = z.infer<typeof specification>;
