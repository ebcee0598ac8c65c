/** What other domains may use of the own-account domain. */
export type { UserSession } from "./schema/account";
export { links } from "./links";
