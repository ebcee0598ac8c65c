import { db } from "@/mocks/db";
import { addSearchFacts, addSearchKind } from "@/mocks/handlers/search";
import type { RewardRecord } from "../schema/reward";

/** Find anything: rewards by name, and a found customer's loyalty tier. */
addSearchKind<RewardRecord>({
  kind: "rewards",
  order: 70,
  label: "menu.rewards",
  permissionArea: "REWARD",
  area: "rewards",
  collection: () => db.rewards,
  keys: (reward) => ({ texts: [reward.rewardName] }),
  hit: (reward) => ({
    id: reward.rewardId,
    title: reward.rewardName,
    facts: [{ kind: "points", value: reward.pointCost }],
  }),
});

addSearchFacts("customers", (userId) => {
  const wallet = db.walletPoints.find((row) => row.userId === userId);
  return wallet?.tierName ? [{ kind: "text", value: wallet.tierName }] : [];
});
