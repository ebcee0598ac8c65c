/** Handing out a voucher code (a reward's claim), and the seeded vouchers. */
export { handOutRefusal, issueVoucherCode } from "./vouchers.codes";
/** The uses a voucher has left to hand out (a reward whose voucher has none needs attention). */
export { voucherUsesLeft } from "./vouchers.codes";
export { seedVouchers } from "./vouchers.seed";
/** Running vouchers whose every use is made in the seeded data (a seeded reward hands out one). */
export { seedUsedUpVoucherIds } from "./vouchers.seed";
