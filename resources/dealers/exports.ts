/** What other domains may use of the dealers. */
export { links } from "./links";
export type { Dealer } from "./schema/dealer";
