import { valueLabel } from "@/lib/value-labels";

/** A product type's label (static keys, one per type of spec section 3); unknown types show as they are. */
export const productTypeLabel = valueLabel<string, string | null | undefined>(
  {
    FRAME: "catalogue:products.types.FRAME",
    LENSA: "catalogue:products.types.LENSA",
    ADD_ONS: "catalogue:products.types.ADD_ONS",
    BUNDLING: "catalogue:products.types.BUNDLING",
    OTHER: "catalogue:products.types.OTHER",
    GENERAL: "catalogue:products.types.GENERAL",
    VOUCHER: "catalogue:products.types.VOUCHER",
    FILE_DIGITAL: "catalogue:products.types.FILE_DIGITAL",
    SHARED_URL: "catalogue:products.types.SHARED_URL",
  },
  (_, type) => type ?? "-",
);
