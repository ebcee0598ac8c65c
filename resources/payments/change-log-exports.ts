/**
 * The words of this domain's change-log lines (field labels, enum values), for the activity feed:
 * an entry of its own (scripts/eslint/boundaries.js), so the pages that import exports.ts do not
 * download them.
 */
export { paymentChannelChangeValues } from "./payment-channel/change-values";
