/**
 * The words of this domain's change-log lines (field labels, enum values) per entity, declared once:
 * its log pages, the activity feed and the export's worker read them (change-log-registry.ts). An
 * entry of its own (scripts/eslint/boundaries.js), so the pages that import exports.ts do not
 * download them.
 */
import { defineChangeLogWords } from "@/components/crud/change-text";
import { catalogueChangeLogFields, productChangeValues } from "./components/change-log-labels";

/** A product type in words, for the other domains' log lines (a reward's or a voucher's types). */
export { productTypeLabel } from "./components/product-type";

export default defineChangeLogWords({
  product: { fields: catalogueChangeLogFields.product, values: productChangeValues },
  brand: { fields: catalogueChangeLogFields.brand },
  store: { fields: catalogueChangeLogFields.store },
});
