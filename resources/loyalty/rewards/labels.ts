import type { TFunction } from "i18next";
import type { Reward } from "../schema/reward";

/** What a reward gives, in words: "Voucher" or "Product" (static keys: no key built from a value). */
export const rewardTypeLabel = (t: TFunction, type: Reward["rewardType"]) =>
  type === "VOUCHER" ? t("loyalty:rewards.types.VOUCHER") : t("loyalty:rewards.types.PRODUCT");

/** The tiers a reward is for, "Gold, Platinum"; "Every tier" when it names none (it is for all). */
export const rewardTiersText = (t: TFunction, tierNames: readonly string[]) =>
  tierNames.length ? tierNames.join(", ") : t("loyalty:rewards.allTiers");
