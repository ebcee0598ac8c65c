/** What other domains may use of the catalogue: product type names, the brand picker, product types. */
export { productTypeLabel } from "./components/product-type";
export { useBrandOptions } from "./components/use-brand-options";
export type { Product } from "./schema/product";
export { links } from "./links";
