import { domainLinks } from "@/lib/domain-links";
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
export const links = domainLinks<{
  brandChangeLogs: typeof brandChangeLogsArea;
  brand: typeof brandsArea;
  category: typeof categoriesArea;
  prescriptionChecker: typeof prescriptionCheckerArea;
  productChangeLogs: typeof productChangeLogsArea;
  product: typeof productsArea;
  storeChangeLogs: typeof storeChangeLogsArea;
  store: typeof storesArea;
}>({
  brandChangeLogs: "brand-change-logs",
  brand: "brands",
  category: "categories",
  prescriptionChecker: "simulate-prescription-checker",
  productChangeLogs: "product-change-logs",
  product: "products",
  storeChangeLogs: "store-change-logs",
  store: "stores",
});
