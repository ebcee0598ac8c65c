import { areaLinks } from "@/lib/resource";
import type { paymentAccountArea } from "./payment-account";
import type { paymentChannelArea } from "./payment-channel";

/**
 * Typed links to the payments pages, built from their area declarations (`links.paymentAccount.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  paymentAccount: areaLinks<typeof paymentAccountArea>("payment-account"),
  paymentChannel: areaLinks<typeof paymentChannelArea>("payment-channel"),
};
