import {
  paymentAccount,
  paymentAccountCreate,
  paymentAccountUpdate,
  paymentAccountWrite,
  withBankName,
  type PaymentAccount,
} from "../schema/payment-account";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { ApiError } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** The manual-transfer channels that still send customers to an account. */
export const channelsUsing = (paymentAccountId: string) =>
  db.paymentChannels.filter(
    (channel) => channel.paymentAccountId === paymentAccountId && !channel.isArchived,
  );

/** Payment accounts (`/payment-accounts`): the bank accounts that receive manual transfers. */
export const handlers = resource<PaymentAccount>({
  path: "/payment-accounts",
  entity: "payment-account",
  collection: db.paymentAccounts,
  area: "PAYMENT_ACCOUNT",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  labelField: "accountNumber",
  schemas: {
    create: paymentAccountCreate,
    update: paymentAccountUpdate,
    write: paymentAccountWrite,
    answer: paymentAccount,
  },
  prepare: (record) => withBankName(record),
  validate: (record) => {
    const errors: Record<string, string> = {};
    const twin = db.paymentAccounts.filter(
      (other) =>
        other.paymentAccountId !== record.paymentAccountId &&
        other.bankCode === record.bankCode &&
        other.accountNumber === record.accountNumber,
    );
    if (twin.length) errors.accountNumber = say("payments:api.accountTaken");
    return errors;
  },
  beforeDelete: (existing) => {
    const using = channelsUsing(existing.paymentAccountId);
    if (using.length)
      throw new ApiError(
        409,
        "account_in_use",
        say("payments:api.accountInUse", {
          channels: using.map((channel) => channel.channelName).join(", "),
        }),
        { channels: using.map((channel) => channel.paymentChannelId) },
      );
  },
});
