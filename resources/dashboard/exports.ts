/** What other domains may use of the dashboard domain. */
export { links } from "./links";
