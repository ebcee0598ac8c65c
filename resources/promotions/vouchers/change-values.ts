import type { TFunction } from "i18next";
import { productTypeLabel } from "@resources/catalogue/change-log-exports";
import { channelLabel, scopeLabel } from "./labels";
import { discountTypeLabel, statusLabel } from "./voucher-labels";

/** A voucher's statuses, types and scopes in words in its change log (and the activity feed). */
export const voucherChangeValues = (t: TFunction) => ({
  status: (value: string) => statusLabel(t, value),
  discountType: (value: string) => discountTypeLabel(t, value),
  appliesTo: (value: string) => scopeLabel(t, value),
  channels: (value: string) => channelLabel(t, value),
  productTypes: (value: string) => productTypeLabel(t, value),
});
