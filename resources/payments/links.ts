import { domainLinks } from "@/lib/domain-links";
import type { paymentAccountArea } from "./payment-account";
import type { paymentChannelArea } from "./payment-channel";

/**
 * Typed links to the payments pages, built from their area declarations (`links.paymentAccount.list()`); other
 * domains use them through exports.ts.
 */
export const links = domainLinks<{
  paymentAccount: typeof paymentAccountArea;
  paymentChannel: typeof paymentChannelArea;
}>({
  paymentAccount: "payment-account",
  paymentChannel: "payment-channel",
});
