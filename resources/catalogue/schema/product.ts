/** Products (`/products`): frames, lenses, add-ons and bundles with their optical specifications. */
import { defaultSpecificationsFor } from "../lib/specifications";
import {
  archivableRecord,
  code,
  fieldIssue,
  id,
  integer,
  message,
  money,
  oneOf,
  optionalText,
  patchOf,
  requiredMessage,
  requiredText,
  z,
} from "@/contract/common";
import { CREATABLE_PRODUCT_TYPES, PRODUCT_STATUSES, PRODUCT_TYPES } from "@/contract/rules";
import {
  checkedSpecification,
  specification,
  specificationInput,
  specificationLabel,
  specificationMessages,
  type SpecificationWrite,
} from "./specification";

/**
 * The most units of one product (or one of its variants) an outlet holds: a shop's shelves and
 * stockroom never come near 100,000, so a larger quantity is a typo.
 */
export const MAX_STOCK = 100_000;

/** A product's SKU: 3 to 40 upper-case letters, digits or dashes, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

const F = "catalogue:products.fields";
const V = "catalogue:products.validation";

export const productVariant = z
  .object({
    variantId: z.string().optional(),
    color: requiredText(`${F}.variantColor`, 50),
    sku: requiredText(`${F}.variantSku`, 60),
    stock: integer(`${F}.stock`, { min: 0, max: MAX_STOCK }),
  })
  .meta({ id: "ProductVariant" });

export const bundleItem = z
  .object({
    productId: z
      .string({ error: () => message(`${V}.bundleProduct`) })
      .min(1, message(`${V}.bundleProduct`))
      .meta({ label: `${F}.bundleProduct` }),
    variantId: z
      .union([z.string(), z.null()])
      .default(null)
      .meta({
        label: `${F}.bundleVariant`,
        description:
          "One variant per item (allowMultipleVariants is false); null when the product has none.",
      }),
  })
  .meta({ id: "BundleItem" });

export const productStock = z
  .object({
    storeId: z
      .string({ error: () => message(`${V}.store`) })
      .min(1, message(`${V}.store`))
      .meta({ label: "catalogue:stores.fields.storeName" }),
    qty: integer(`${F}.stock`, { min: 0, max: MAX_STOCK }),
  })
  .meta({ id: "ProductStock" });

export const productFields = z.object({
  productName: requiredText(`${F}.productName`, 150),
  sku: code(
    `${F}.sku`,
    SKU_PATTERN,
    message(`${V}.sku`),
    "Unique; 3–40 upper-case letters, digits or dashes.",
  ),
  productType: oneOf(`${F}.productType`, PRODUCT_TYPES),
  brandId: z
    .string({ error: () => requiredMessage(`${F}.brandId`) })
    .min(1, requiredMessage(`${F}.brandId`))
    .meta({ label: `${F}.brandId` }),
  description: optionalText(`${F}.description`, 5000).default(null),
  images: z
    .array(z.string(), { error: () => message(`${V}.images`) })
    .default([])
    .meta({ label: `${F}.images`, description: "Ordered image URLs; the first is the cover." }),
  price: money(`${F}.price`),
  // No sale price is none (null), never Rp 0: a product on sale for nothing is not the same thing.
  salePrice: money(`${F}.salePrice`).nullable().default(null),
  status: oneOf(`${F}.status`, PRODUCT_STATUSES).default("DRAFT"),
  stocks: z.array(productStock).default([]),
  variants: z.array(productVariant).default([]),
  specifications: z
    .array(specificationInput, { error: () => message(`${V}.specifications`) })
    .optional()
    .meta({
      label: `${F}.specifications`,
      description: "Left out on a create (or on a type change): the type's default specifications.",
    }),
  bundleItems: z
    .array(bundleItem)
    .default([])
    .meta({ label: `${F}.bundleItems` }),
  model3dUrl: z
    .union([z.string(), z.null()])
    .default(null)
    .meta({ label: `${F}.model3dUrl`, description: "FRAME only (feature3DModel): a .glb file." }),
});

type ProductWrite = z.output<typeof productFields>;

/**
 * The product's rules for its specifications: every default of the type present, no key twice, and
 * each default checked against the library's definition (whatever bounds or options a client sent).
 */
function specificationRules(
  type: string,
  specifications: readonly SpecificationWrite[] | undefined,
  ctx: z.RefinementCtx,
) {
  if (specifications === undefined) return;
  const defaults = defaultSpecificationsFor(type);
  const seen = new Set<string>();
  specifications.forEach((spec, i) => {
    if (seen.has(spec.key))
      fieldIssue(ctx, ["specifications", i, "key"], `${V}.specificationTwice`, { key: spec.key });
    seen.add(spec.key);
    const definition = defaults.find((item) => item.key === spec.key);
    if (!definition) return;
    const checked = checkedSpecification({ ...spec, ...definition, value: spec.value });
    for (const { field, key, values } of specificationMessages(checked))
      fieldIssue(ctx, ["specifications", i, field], key, values);
  });
  for (const definition of defaults)
    if (!seen.has(definition.key))
      fieldIssue(ctx, "specifications", "catalogue:products.specErrors.defaultRemoved", {
        field: specificationLabel(definition),
      });
}

/** The rules across fields of a product. */
function productRules(product: ProductWrite, ctx: z.RefinementCtx) {
  if (product.salePrice !== null && product.salePrice > product.price)
    fieldIssue(ctx, "salePrice", `${V}.salePrice`);
  const skus = product.variants.map((variant) => variant.sku);
  skus.forEach((sku, i) => {
    if (skus.indexOf(sku) !== i || skus.lastIndexOf(sku) !== i)
      fieldIssue(ctx, ["variants", i, "sku"], `${V}.variantSkuUnique`);
  });
  if (product.productType === "BUNDLING" && product.bundleItems.length === 0)
    fieldIssue(ctx, "bundleItems", `${V}.bundleItems`);
  specificationRules(product.productType, product.specifications, ctx);
}

/** A product as a create or update leaves it (the server's check of the whole record). */
export const productWrite = productFields.superRefine(productRules);

export const productCreate = productFields
  .superRefine((product, ctx) => {
    if (!(CREATABLE_PRODUCT_TYPES as readonly string[]).includes(product.productType))
      fieldIssue(ctx, "productType", `${V}.creatableType`, {
        values: CREATABLE_PRODUCT_TYPES.join(", "),
      });
    productRules(product, ctx);
  })
  .meta({ id: "ProductCreate" });

export const productUpdate = patchOf(productFields).meta({ id: "ProductUpdate" });

export const productRecord = archivableRecord(productFields, {
  productId: id(),
  specifications: z.array(specification),
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
