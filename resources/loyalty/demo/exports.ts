/** The customers of a loyalty tier (a notification's audience). */
export { membersOfTier } from "./loyalty.members";
/** The seeded wallets (a seeded notification's tier audience counts their members). */
export { seedWalletPoints } from "./wallet-points.seed";
