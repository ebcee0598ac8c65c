import { collection, defineCollections } from "@/mocks/db";
import type { LoyaltyRecord } from "../schema/loyalty";
import type { RewardClaim, RewardRecord } from "../schema/reward";
import type { WalletLedgerEntry, WalletPoint } from "../schema/wallet-point";
import { seedLoyalty } from "./loyalty.seed";
import { seedRewards } from "./rewards.seed";
import { seedRewardClaims, seedWalletLedger, seedWalletPoints } from "./wallet-points.seed";
import "./wallet-changes.seed";

export const collections = defineCollections({
  loyalty: collection<LoyaltyRecord>("loyaltyId", "lyl", seedLoyalty, [
    "loyaltyName",
    "description",
  ]),
  rewards: collection<RewardRecord>("rewardId", "rwd", seedRewards, ["rewardName", "description"]),
  walletPoints: collection<WalletPoint>("wpId", "wp", seedWalletPoints, [
    "customerName",
    "customerEmail",
    "customerPhone",
  ]),
  walletLedger: collection<WalletLedgerEntry>("entryId", "wle", seedWalletLedger, [
    "note",
    "transactionCode",
    "rewardName",
  ]),
  rewardClaims: collection<RewardClaim>("claimId", "rcl", seedRewardClaims, [
    "customerName",
    "rewardName",
  ]),
});

type LoyaltyCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends LoyaltyCollections {}
}
