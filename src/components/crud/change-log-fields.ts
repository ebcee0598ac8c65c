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
        };
      default:
        return common;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the language
  }, [t, entity, i18n.language]);
}
