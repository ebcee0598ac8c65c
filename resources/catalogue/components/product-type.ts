import type { TFunction } from "i18next";

/** A product type's label (static keys, one per type of spec section 3); unknown types show as they are. */
export function productTypeLabel(t: TFunction, type: string | null | undefined): string {
  switch (type) {
    case "FRAME":
      return t("catalogue:products.types.FRAME");
    case "LENSA":
      return t("catalogue:products.types.LENSA");
    case "ADD_ONS":
      return t("catalogue:products.types.ADD_ONS");
    case "BUNDLING":
      return t("catalogue:products.types.BUNDLING");
    case "OTHER":
      return t("catalogue:products.types.OTHER");
    case "GENERAL":
      return t("catalogue:products.types.GENERAL");
    case "VOUCHER":
      return t("catalogue:products.types.VOUCHER");
    case "FILE_DIGITAL":
      return t("catalogue:products.types.FILE_DIGITAL");
    case "SHARED_URL":
      return t("catalogue:products.types.SHARED_URL");
    default:
      return type ?? "-";
  }
}
