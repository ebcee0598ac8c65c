/** Products (`/products`): frames, lenses, add-ons and bundles with their optical specifications. */
import {
  defaultSpecificationsFor,
  validateSpecifications as validateWithLibrary,
  type ProductSpecification,
  type SpecificationDefinition,
  type SpecificationIssue,
} from "../lib/specifications";
import {
  archiveFields,
  patchOf,
  id,
  nonNegative,
  oneOf,
  optionalText,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";
import {
  CREATABLE_PRODUCT_TYPES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SPECIFICATION_INPUT_TYPES,
} from "@/contract/rules";
import { specification, specificationInput } from "./specification";

export const productVariant = z
  .object({
    variantId: z.string().optional(),
    color: z
      .string({ error: () => "Colour is required." })
      .trim()
      .min(1, "Colour is required."),
    sku: z
      .string({ error: () => "Variant SKU is required." })
      .trim()
      .min(1, "Variant SKU is required."),
    stock: nonNegative("Stock"),
  })
  .meta({ id: "ProductVariant" });

export const bundleItem = z
  .object({
    productId: z.string().min(1, "Choose an existing product that is not a bundle."),
    variantId: z.union([z.string(), z.null()]).default(null).meta({
      description:
        "One variant per item (allowMultipleVariants is false); null when the product has none.",
    }),
  })
  .meta({ id: "BundleItem" });

export const productStock = z
  .object({
    storeId: z.string().min(1, "This store does not exist."),
    qty: nonNegative("Quantity"),
  })
  .meta({ id: "ProductStock" });

export const productFields = z.object({
  productName: requiredText("Product name", 150),
  sku: requiredText("SKU", 60).meta({ description: "Unique." }),
  productType: oneOf("Product type", PRODUCT_TYPES),
  brandId: z.string({ error: () => "Brand is required." }).min(1, "Brand is required."),
  description: optionalText("Description", 5000).default(""),
  images: z
    .array(z.string(), { error: () => "Images must be a list of URLs." })
    .default([])
    .meta({ description: "Ordered image URLs; the first is the cover." }),
  price: nonNegative("Price"),
  salePrice: z.union([nonNegative("Sale price"), z.null()]).default(null),
  status: oneOf("Status", PRODUCT_STATUSES).default("DRAFT"),
  stocks: z.array(productStock).default([]),
  variants: z.array(productVariant).default([]),
  specifications: z
    .array(specificationInput, { error: () => "Specifications must be a list." })
    .optional()
    .meta({
      description: "Left out on a create (or on a type change): the type's default specifications.",
    }),
  bundleItems: z.array(bundleItem).default([]),
  model3dUrl: z
    .union([z.string(), z.null()])
    .default(null)
    .meta({ description: "FRAME only (feature3DModel): a .glb file." }),
});

type ProductWrite = z.output<typeof productFields>;

/** The rules across fields of a product (the library's specification rules among them). */
function productRules(product: ProductWrite, ctx: z.RefinementCtx) {
  if (product.salePrice !== null && product.salePrice > product.price)
    ctx.addIssue({
      code: "custom",
      path: ["salePrice"],
      message: "The sale price must not exceed the price.",
    });
  for (const [path, message] of Object.entries(
    specificationErrors(product.productType, product.specifications),
  ))
    ctx.addIssue({
      code: "custom",
      path: path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message,
    });
}

/** A product as a create or update leaves it (the server's check of the whole record). */
export const productWrite = productFields.superRefine(productRules);

export const productCreate = productFields
  .superRefine((product, ctx) => {
    if (!(CREATABLE_PRODUCT_TYPES as readonly string[]).includes(product.productType))
      ctx.addIssue({
        code: "custom",
        path: ["productType"],
        message: `New products are one of: ${CREATABLE_PRODUCT_TYPES.join(", ")}.`,
      });
    productRules(product, ctx);
  })
  .meta({ id: "ProductCreate" });

export const productUpdate = patchOf(productFields).meta({ id: "ProductUpdate" });

export const productRecord = productFields.extend({
  productId: id(),
  specifications: z.array(specification),
  ...archiveFields,
  ...timestamps,
});

export const product = productRecord
  .extend({ brandName: z.string().meta({ description: "Name of the product's brand." }) })
  .meta({ id: "Product" });

export type Product = z.infer<typeof product>;
export type ProductRecord = z.infer<typeof productRecord>;
export type ProductFormValues = z.input<typeof productCreate>;
export type ProductVariant = z.infer<typeof productVariant>;
export type BundleItem = z.infer<typeof bundleItem>;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

// ---------------------------------------------------------------- the server's specification messages

const rangeMessage = (
  bounds: ProductSpecification["inputProps"] = {},
  issue: SpecificationIssue,
) => {
  if (bounds.min !== undefined && bounds.max !== undefined)
    return `Must be between ${bounds.min} and ${bounds.max}.`;
  return issue.code === "belowMin"
    ? `Must be at least ${bounds.min}.`
    : `Must be at most ${bounds.max}.`;
};

function valueMessage(spec: ProductSpecification, issue: SpecificationIssue): string {
  switch (issue.code) {
    case "required":
      return issue.part
        ? "Enter a minimum and a maximum."
        : `${spec.label || spec.key} is required.`;
    case "notNumber":
      return issue.part ? "Enter a minimum and a maximum." : "Enter a number.";
    case "belowMin":
    case "aboveMax":
      return rangeMessage(spec.inputProps, issue);
    case "step":
      return `Must be in steps of ${spec.inputProps?.step}.`;
    case "minGreaterThanMax":
      return "The minimum must not be greater than the maximum.";
    case "notAnOption":
      return `Choose one of: ${(spec.selectOptions ?? []).filter(Boolean).join(", ")}.`;
    default:
      return "Invalid value.";
  }
}

/** Where a library issue lands (`specifications.{i}.<field>`) and its message. */
function fieldError(spec: ProductSpecification, issue: SpecificationIssue): [string, string] {
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
 * The specification as the server checks it: for one of the type's defaults the library's definition
 * wins (a client cannot loosen bounds, options or `isRequired`); a custom one is checked as sent.
 */
const effective = (
  spec: z.output<typeof specificationInput>,
  definition: SpecificationDefinition | undefined,
): ProductSpecification => {
  // A half-filled range is passed as it came: the library's range rule reports the missing end.
  const value = spec.value as ProductSpecification["value"];
  return definition ? { ...spec, ...definition, value } : { ...spec, value, isDefault: false };
};

/**
 * Field errors (`specifications.{i}.value` → message) of a product's specifications: every default
 * specification of the type present, each value within its definition, keys unique.
 */
export function specificationErrors(
  type: string,
  specifications: readonly z.output<typeof specificationInput>[] | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (specifications === undefined) return errors;
  const defaults = defaultSpecificationsFor(type);
  const seen = new Set<string>();
  specifications.forEach((spec, i) => {
    const at = (field: string) => `specifications.${i}.${field}`;
    if (seen.has(spec.key)) errors[at("key")] = `Specification "${spec.key}" is listed twice.`;
    seen.add(spec.key);
    const checked = effective(
      spec,
      defaults.find((item) => item.key === spec.key),
    );
    if (!(SPECIFICATION_INPUT_TYPES as readonly string[]).includes(checked.inputType)) return;
    // The library's rules for this one specification (defaults are checked below).
    for (const issue of validateWithLibrary(null, [checked])[spec.key] ?? []) {
      const [field, message] = fieldError(checked, issue);
      errors[at(field)] ??= message;
    }
  });
  for (const definition of defaults)
    if (!seen.has(definition.key))
      errors.specifications = `The default specification "${definition.label}" cannot be removed.`;
  return errors;
}
