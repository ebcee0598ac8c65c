import type { TFunction } from "i18next";
import { productTypeLabel } from "@resources/catalogue/change-log-exports";
import { rewardTypeLabel } from "../rewards/labels";

/** A reward's type in words in its change log (and the activity feed). */
export const rewardChangeValues = (t: TFunction) => ({
  rewardType: (value: string) => rewardTypeLabel(t, value as Parameters<typeof rewardTypeLabel>[1]),
});

/** A loyalty programme's product types in words in its change log (and the activity feed). */
export const loyaltyChangeValues = (t: TFunction) => ({
  productTypes: (value: string) => productTypeLabel(t, value),
});
