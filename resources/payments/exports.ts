/** What other domains may use of the payments domain. */
export { links } from "./links";
/** A channel's fee for an amount (the orders of the transactions domain are charged with it). */
export { channelFee, type ChannelFee } from "./schema/payment-rules";
