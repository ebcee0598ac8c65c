/** What other domains may use of the configuration domain. */
export { links } from "./links";
