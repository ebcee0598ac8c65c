/** The catalogue's seed, for the other domains' seeds (a voucher of a product, an order of a store). */
export { BRAND_SEED } from "./brands.seed";
export { seedProducts } from "./products.seed";
export { seedStores } from "./stores.seed";
