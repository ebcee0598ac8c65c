/** Brands (`/product/brands`): the companies whose outlets and products the console manages. */
import {
  archivableRecord,
  code,
  count,
  flag,
  id,
  message,
  optionalText,
  patchOf,
  requiredText,
  z,
} from "@/contract/common";
import { BRAND_CODE_PATTERN } from "@/contract/rules";

/** What a client writes. */
export const brandFields = z.object({
  brandName: requiredText("catalogue:brands.fields.brandName", 100),
  brandCode: code(
    "catalogue:brands.fields.brandCode",
    BRAND_CODE_PATTERN,
    message("catalogue:brands.validation.brandCode"),
    "Four letters (A–Z), unique; the fixed prefix of the brand's voucher codes.",
  ),
  logoUrl: z
    .union([z.string(), z.null()])
    .default(null)
    .meta({ label: "catalogue:brands.fields.logo", description: "Logo image URL (an upload)." }),
  description: optionalText("catalogue:brands.fields.description", 1000).default(null),
  isActive: flag("catalogue:brands.fields.isActive").default(true),
});

export const brandCreate = brandFields.meta({ id: "BrandCreate" });
export const brandUpdate = patchOf(brandFields).meta({ id: "BrandUpdate" });

/** A brand as stored. */
export const brandRecord = archivableRecord(brandFields, { brandId: id() });

/** A brand as the API answers it. */
export const brand = brandRecord
  .extend({
    storeCount: count("Outlets of the brand."),
    productCount: count("Products of the brand."),
  })
  .meta({ id: "Brand" });

/** `GET /product/brands/{id}/summary`: the brand's stores with their product counts. */
export const brandSummary = z
  .object({
    productCount: z.number().int(),
    productsByType: z.record(z.string(), z.number().int()),
    productsByStatus: z.record(z.string(), z.number().int()),
    stores: z.array(
      z.object({
        storeId: z.string(),
        storeName: z.string(),
        storeCode: z.string(),
        city: z.string(),
        isActive: z.boolean(),
        productCount: z
          .number()
          .int()
          .meta({ description: "Products of the brand with stock in this store." }),
      }),
    ),
  })
  .meta({ id: "BrandSummary" });

export type Brand = z.infer<typeof brand>;
export type BrandRecord = z.infer<typeof brandRecord>;
export type BrandFormValues = z.input<typeof brandCreate>;
export type BrandSummary = z.infer<typeof brandSummary>;
