/** The customers of a loyalty tier (a notification's audience). */
export { membersOfTier } from "./loyalty.members";
/** The seeded wallets (a seeded notification's tier audience counts their members). */
export { seedWalletPoints } from "./wallet-points.seed";
/** The seeded rewards (the staff's "Reward claimed" notes name one). */
export { seedRewards } from "./rewards.seed";
