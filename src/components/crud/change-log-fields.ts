import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ChangeLogEntity } from "./change-log-table";

/**
 * Labels of the fields a change log names, per entity (static keys). Shared
 * by a record's history page and the entity's global log, which live in two
 * resource folders.
 */
export function useChangeLogFieldLabels(entity: ChangeLogEntity): Record<string, string> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const common = {
      isArchived: t("crud.fields.isArchived"),
      createdAt: t("crud.fields.createdAt"),
    };
    switch (entity) {
      case "brand":
        return {
          ...common,
          brandName: t("brands.fields.brandName"),
          brandCode: t("brands.fields.brandCode"),
          logoUrl: t("brands.fields.logo"),
          description: t("brands.fields.description"),
          isActive: t("brands.fields.isActive"),
        };
      case "store":
        return {
          ...common,
          storeName: t("stores.fields.storeName"),
          storeCode: t("stores.fields.storeCode"),
          companyBrandId: t("stores.fields.companyBrandId"),
          address: t("stores.fields.address"),
          phone: t("stores.fields.phone"),
          email: t("stores.fields.email"),
          openingHours: t("stores.fields.openingHours"),
          coordinates: t("stores.fields.coordinates"),
          services: t("stores.fields.services"),
          isActive: t("stores.fields.isActive"),
        };
      case "product":
        return {
          ...common,
          productName: t("products.fields.productName"),
          sku: t("products.fields.sku"),
          productType: t("products.fields.productType"),
          brandId: t("products.fields.brandId"),
          description: t("products.fields.description"),
          images: t("products.fields.images"),
          price: t("products.fields.price"),
          salePrice: t("products.fields.salePrice"),
          status: t("products.fields.status"),
          stocks: t("products.fields.stocks"),
          variants: t("products.fields.variants"),
          specifications: t("products.fields.specifications"),
          bundleItems: t("products.fields.bundleItems"),
          model3dUrl: t("products.fields.model3dUrl"),
          // A product's specifications are logged per key (see changeLines).
          "specifications.warranty": t("products.specs.labels.warranty"),
          "specifications.originality": t("products.specs.labels.originality"),
          "specifications.shape": t("products.specs.labels.shape"),
          "specifications.for_gender": t("products.specs.labels.for_gender"),
          "specifications.personalization": t("products.specs.labels.personalization"),
          "specifications.material": t("products.specs.labels.material"),
          "specifications.frame_dimension_lens_width": t(
            "products.specs.labels.frame_dimension_lens_width",
          ),
          "specifications.frame_dimension_lens_height": t(
            "products.specs.labels.frame_dimension_lens_height",
          ),
          "specifications.frame_dimension_bridge": t(
            "products.specs.labels.frame_dimension_bridge",
          ),
          "specifications.frame_dimension_temple": t(
            "products.specs.labels.frame_dimension_temple",
          ),
          "specifications.lens_type": t("products.specs.labels.lens_type"),
          "specifications.age": t("products.specs.labels.age"),
          "specifications.sph_minus": t("products.specs.labels.sph_minus"),
          "specifications.sph_plus": t("products.specs.labels.sph_plus"),
          "specifications.cyl_minus": t("products.specs.labels.cyl_minus"),
          "specifications.power_combination_type": t(
            "products.specs.labels.power_combination_type",
          ),
          "specifications.power_combination": t("products.specs.labels.power_combination"),
          "specifications.addition": t("products.specs.labels.addition"),
        };
      case "transaction":
        // The transactions namespace (loaded with the transaction areas' pages).
        return {
          ...common,
          status: t("transactions:fields.status"),
          paymentStatus: t("transactions:fields.paymentStatus"),
          trackingNumber: t("transactions:delivery.trackingNumber"),
          paidAt: t("transactions:fields.paidAt"),
          note: t("transactions:move.note"),
          total: t("transactions:fields.total"),
        };
      default:
        return common;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the language
  }, [t, entity, i18n.language]);
}
