import type { TFunction } from "i18next";
import { statusLabel } from "../products/status-label";
import { productTypeLabel } from "./product-type";

type Entity = "brand" | "store" | "product";

/** The field labels of a catalogue record's change log (static keys). */
function labelsOf(entity: Entity, t: TFunction): Record<string, string> {
  switch (entity) {
    case "brand":
      return {
        brandName: t("catalogue:brands.fields.brandName"),
        brandCode: t("catalogue:brands.fields.brandCode"),
        logoUrl: t("catalogue:brands.fields.logo"),
        description: t("catalogue:brands.fields.description"),
        isActive: t("catalogue:brands.fields.isActive"),
      };
    case "store":
      return {
        storeName: t("catalogue:stores.fields.storeName"),
        storeCode: t("catalogue:stores.fields.storeCode"),
        companyBrandId: t("catalogue:stores.fields.companyBrandId"),
        address: t("catalogue:stores.fields.address"),
        phone: t("catalogue:stores.fields.phone"),
        email: t("catalogue:stores.fields.email"),
        openingHours: t("catalogue:stores.fields.openingHours"),
        coordinates: t("catalogue:stores.fields.coordinates"),
        services: t("catalogue:stores.fields.services"),
        isActive: t("catalogue:stores.fields.isActive"),
      };
    case "product":
      return {
        productName: t("catalogue:products.fields.productName"),
        sku: t("catalogue:products.fields.sku"),
        productType: t("catalogue:products.fields.productType"),
        brandId: t("catalogue:products.fields.brandId"),
        description: t("catalogue:products.fields.description"),
        images: t("catalogue:products.fields.images"),
        price: t("catalogue:products.fields.price"),
        salePrice: t("catalogue:products.fields.salePrice"),
        status: t("catalogue:products.fields.status"),
        stocks: t("catalogue:products.fields.stocks"),
        variants: t("catalogue:products.fields.variants"),
        specifications: t("catalogue:products.fields.specifications"),
        bundleItems: t("catalogue:products.fields.bundleItems"),
        model3dUrl: t("catalogue:products.fields.model3dUrl"),
        // A product's specifications are logged per key (see changeLines).
        "specifications.warranty": t("catalogue:products.specs.labels.warranty"),
        "specifications.originality": t("catalogue:products.specs.labels.originality"),
        "specifications.shape": t("catalogue:products.specs.labels.shape"),
        "specifications.for_gender": t("catalogue:products.specs.labels.for_gender"),
        "specifications.personalization": t("catalogue:products.specs.labels.personalization"),
        "specifications.material": t("catalogue:products.specs.labels.material"),
        "specifications.frame_dimension_lens_width": t(
          "catalogue:products.specs.labels.frame_dimension_lens_width",
        ),
        "specifications.frame_dimension_lens_height": t(
          "catalogue:products.specs.labels.frame_dimension_lens_height",
        ),
        "specifications.frame_dimension_bridge": t(
          "catalogue:products.specs.labels.frame_dimension_bridge",
        ),
        "specifications.frame_dimension_temple": t(
          "catalogue:products.specs.labels.frame_dimension_temple",
        ),
        "specifications.lens_type": t("catalogue:products.specs.labels.lens_type"),
        "specifications.age": t("catalogue:products.specs.labels.age"),
        "specifications.sph_minus": t("catalogue:products.specs.labels.sph_minus"),
        "specifications.sph_plus": t("catalogue:products.specs.labels.sph_plus"),
        "specifications.cyl_minus": t("catalogue:products.specs.labels.cyl_minus"),
        "specifications.power_combination_type": t(
          "catalogue:products.specs.labels.power_combination_type",
        ),
        "specifications.power_combination": t("catalogue:products.specs.labels.power_combination"),
        "specifications.addition": t("catalogue:products.specs.labels.addition"),
      };
  }
}

/** A brand's, store's or product's change-log field labels (the record's history and the entity's log). */
export const catalogueChangeLogFields = {
  brand: (t: TFunction) => labelsOf("brand", t),
  store: (t: TFunction) => labelsOf("store", t),
  product: (t: TFunction) => labelsOf("product", t),
};

/** A product's statuses and types in words in its change log. */
export const productChangeValues = (t: TFunction) => ({
  status: (value: string) => statusLabel(t, value),
  productType: (value: string) => productTypeLabel(t, value),
});
