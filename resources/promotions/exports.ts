/** What other domains may use of the promotions domain. */
export { links } from "./links";
