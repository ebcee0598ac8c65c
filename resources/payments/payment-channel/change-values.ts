import type { TFunction } from "i18next";
import { channelTypeLabel } from "./channel-labels";

/** A payment channel's type in words in its change log (and the activity feed). */
export const paymentChannelChangeValues = (t: TFunction) => ({
  channelType: (value: string) => channelTypeLabel(t, value),
});
