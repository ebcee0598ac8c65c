import { areaLinks } from "@/lib/resource";
import type { brandChangeLogsArea } from "./brand-change-logs";
import type { brandsArea } from "./brands";
import type { categoriesArea } from "./categories";
import type { prescriptionCheckerArea } from "./prescription-checker";
import type { productChangeLogsArea } from "./product-change-logs";
import type { productsArea } from "./products";
import type { storeChangeLogsArea } from "./store-change-logs";
import type { storesArea } from "./stores";

/**
 * Typed links to the catalogue pages, built from their area declarations (`links.brandChangeLogs.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  brandChangeLogs: areaLinks<typeof brandChangeLogsArea>("brand-change-logs"),
  brand: areaLinks<typeof brandsArea>("brands"),
  category: areaLinks<typeof categoriesArea>("categories"),
  prescriptionChecker: areaLinks<typeof prescriptionCheckerArea>("simulate-prescription-checker"),
  productChangeLogs: areaLinks<typeof productChangeLogsArea>("product-change-logs"),
  product: areaLinks<typeof productsArea>("products"),
  storeChangeLogs: areaLinks<typeof storeChangeLogsArea>("store-change-logs"),
  store: areaLinks<typeof storesArea>("stores"),
};
