import { optionsOf } from "@/lib/options";
import { choicesAndActiveFilters } from "../components/form-parts";
import { CHANNEL_TYPES } from "../schema/payment-rules";
import { channelTypeLabel } from "./channel-labels";

/** The type and active filters of the channel list and its archive (kept in the URL). */
export const PaymentChannelFilters = choicesAndActiveFilters(
  "channelType",
  (t) => t("payments:channels.fields.channelType"),
  (t) => optionsOf(CHANNEL_TYPES, (type) => channelTypeLabel(t, type)),
);
