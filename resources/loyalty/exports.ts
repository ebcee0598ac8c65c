/** What other domains may use of loyalty. */
export { links } from "./links";
/** The rewards list's "Needs attention" kinds (`attention=<kind>`: the dashboard's counts link there). */
export { REWARD_ATTENTION, type RewardAttention } from "./schema/rules";
/** The words of a reward's and a programme's change-log lines (the activity feed reads them too). */
export { loyaltyChangeValues, rewardChangeValues } from "./components/change-values";
