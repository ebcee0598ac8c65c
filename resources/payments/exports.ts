/** What other domains may use of the payments domain. */
export { links } from "./links";
