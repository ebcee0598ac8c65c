/** Handing out a voucher code (a reward's claim), and the seeded vouchers. */
export { issueVoucherCode } from "./vouchers.codes";
export { seedVouchers } from "./vouchers.seed";
