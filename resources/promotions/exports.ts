/** What other domains may use of the promotions domain. */
export { links } from "./links";
/** Why a voucher's code cannot be handed out (a reward's claim states it). */
export { HAND_OUT_REFUSALS, type HandOutRefusal } from "./schema/voucher-rules";
/** The vouchers list's "Needs attention" kinds (`attention=<kind>`: the dashboard's counts link there). */
export { VOUCHER_ATTENTION, type VoucherAttention } from "./schema/voucher-rules";
