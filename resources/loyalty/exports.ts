/** What other domains may use of loyalty. */
export { links } from "./links";
