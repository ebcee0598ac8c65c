/** What other domains may use of the notifications domain. */
export { links } from "./links";
