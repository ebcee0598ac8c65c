/** The customers of a loyalty tier (a notification's audience). */
export { membersOfTier } from "./loyalty.members";
