import { collection, defineCollections } from "@/mocks/db";
import type { PaymentAccount } from "../schema/payment-account";
import type { PaymentChannelRecord } from "../schema/payment-channel";
import { seedPaymentAccounts } from "./payment-accounts.seed";
import { seedPaymentChannels } from "./payment-channels.seed";

export const collections = defineCollections({
  paymentAccounts: collection<PaymentAccount>("paymentAccountId", "pac", seedPaymentAccounts, [
    "bankName",
    "bankCode",
    "accountHolder",
    "accountNumber",
    "branch",
  ]),
  paymentChannels: collection<PaymentChannelRecord>(
    "paymentChannelId",
    "pch",
    seedPaymentChannels,
    ["channelName", "channelCode", "provider"],
  ),
});

type PaymentsCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends PaymentsCollections {}
}
