import { defineCsv } from "@/components/crud/csv-writers";
import { accountLine } from "../components/account-line";
import type { PaymentChannel } from "../schema/payment-channel";
import { amountRangeText, channelTypeLabel, feeText } from "./channel-labels";

/** The payment channel list's CSV cells (and its archive's), written in the export's worker. */
export default defineCsv<PaymentChannel>("payment-channel", {
  channelType: (channel, { t }) => channelTypeLabel(t, channel.channelType),
  fee: (channel, { t }) => feeText(t, channel),
  minAmount: (channel, { t }) => amountRangeText(t, channel),
  // An empty cell for a channel without an account (the list shows "-").
  paymentAccountId: (channel) =>
    channel.paymentAccount ? accountLine(channel.paymentAccount) : "",
});
