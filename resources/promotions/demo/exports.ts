/** Handing out a voucher code (a reward's claim), and the seeded vouchers. */
export { handOutRefusal, issueVoucherCode } from "./vouchers.codes";
export { seedVouchers } from "./vouchers.seed";
