/** What other domains may use of loyalty. */
export { links } from "./links";
/** The rewards list's "Needs attention" kinds (`attention=<kind>`: the dashboard's counts link there). */
export { REWARD_ATTENTION, type RewardAttention } from "./schema/rules";
