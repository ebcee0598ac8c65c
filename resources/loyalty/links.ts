import { areaLinks } from "@/lib/resource";
import type { loyaltyArea } from "./loyalty";
import type { rewardsArea } from "./rewards";
import type { walletPointsArea } from "./wallet-points";

/**
 * Typed links to the loyalty pages, built from their area declarations (`links.loyalty.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  loyalty: areaLinks<typeof loyaltyArea>("loyalty"),
  reward: areaLinks<typeof rewardsArea>("rewards"),
  wallet: areaLinks<typeof walletPointsArea>("wallet-points"),
};
