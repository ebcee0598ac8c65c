import { domainLinks } from "@/lib/domain-links";
import type { loyaltyArea } from "./loyalty";
import type { rewardsArea } from "./rewards";
import type { walletPointsArea } from "./wallet-points";

/**
 * Typed links to the loyalty pages, built from their area declarations (`links.loyalty.list()`); other
 * domains use them through exports.ts.
 */
export const links = domainLinks<{
  loyalty: typeof loyaltyArea;
  reward: typeof rewardsArea;
  wallet: typeof walletPointsArea;
}>({
  loyalty: "loyalty",
  reward: "rewards",
  wallet: "wallet-points",
});
