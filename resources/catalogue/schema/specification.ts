/**
 * Product specifications as stored on a product (spec section 3 "Product specifications"). The
 * default specifications of each type and the value rules live in src/lib/catalog/specifications.ts,
 * which takes these types.
 */
import { z } from "@/contract/common";
import { SPECIFICATION_INPUT_TYPES } from "@/contract/rules";

export const rangeValue = z
  .object({ min: z.number(), max: z.number() })
  .meta({ id: "RangeValue", description: "A range-number value: both ends, min ≤ max." });

/** select: the option (a string; "" is lens_type's empty placeholder); number; range-number. */
export const specificationValue = z
  .union([z.string(), z.number(), rangeValue])
  .meta({ id: "SpecificationValue" });

export const specificationInputProps = z
  .object({
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
    unit: z
      .string()
      .optional()
      .meta({ description: 'Display unit, e.g. "mm", "years", "D" (dioptre).' }),
  })
  .meta({ id: "SpecificationInputProps" });

/** What a client sends for one specification (a default one is checked against the server's own definition). */
export const specificationInput = z.object({
  key: z
    .string({ error: () => "Specification key is required." })
    .trim()
    .min(1, "Specification key is required."),
  label: z.string().default(""),
  // A range may arrive half-filled: the product's rules then say "Enter a minimum and a maximum."
  value: z
    .union(
      [
        z.string(),
        z.number(),
        z.object({ min: z.number().nullable().optional(), max: z.number().nullable().optional() }),
        z.null(),
      ],
      { error: () => "Enter a valid value." },
    )
    .default(null),
  inputType: z.enum(SPECIFICATION_INPUT_TYPES, {
    error: () => `Choose one of: ${SPECIFICATION_INPUT_TYPES.join(", ")}.`,
  }),
  isRequired: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  selectOptions: z.array(z.string()).optional(),
  inputProps: specificationInputProps.optional(),
});

export const specification = specificationInput
  .extend({
    label: z.string(),
    value: z.union([specificationValue, z.null()]),
    isRequired: z.boolean(),
    isDefault: z
      .boolean()
      .meta({ description: "A default specification of the product type: it cannot be removed." }),
  })
  .meta({ id: "Specification" });

export type RangeValue = z.infer<typeof rangeValue>;
export type SpecificationValue = z.infer<typeof specificationValue>;
export type SpecificationInputType = (typeof SPECIFICATION_INPUT_TYPES)[number];
export type SpecificationInputProps = z.infer<typeof specificationInputProps>;
/** A specification as stored on a product: its definition plus its value. */
export type Specification = z.infer<typeof specification>;
