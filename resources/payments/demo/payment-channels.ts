import {
  paymentChannel,
  paymentChannelCreate,
  paymentChannelReorder,
  paymentChannelReorderResult,
  paymentChannelUpdate,
  paymentChannelWrite,
  type PaymentChannel,
  type PaymentChannelRecord,
} from "../schema/payment-channel";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { lastOrder, reorderAll } from "@/mocks/lib/order";
import { conflict, me, route } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** Payment channels (`/payment-channels`), in the order customers see them, reordered in one call. */

const present = (row: PaymentChannelRecord): PaymentChannel => {
  const account = row.paymentAccountId ? db.paymentAccounts.get(row.paymentAccountId) : undefined;
  return {
    ...row,
    paymentAccount: account
      ? {
          paymentAccountId: account.paymentAccountId,
          bankCode: account.bankCode,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          accountHolder: account.accountHolder,
          isActive: account.isActive,
          isArchived: account.isArchived,
        }
      : null,
  };
};

const reorder = route({
  method: "patch",
  path: "/payment-channels/reorder",
  area: "PAYMENT_CHANNEL",
  action: "edit",
  summary: "Put the payment channels in a new order (the order customers see)",
  body: paymentChannelReorder,
  response: paymentChannelReorderResult,
  errors: [409, 422],
  handler: (ctx) => {
    const auth = me(ctx);
    const ids = ctx.data.paymentChannelIds;
    const results = reorderAll(
      db.paymentChannels,
      ids,
      db.paymentChannels.filter((row) => !row.isArchived),
      { auth, entity: "payment-channel", label: (row) => row.channelName },
      () => conflict(say("payments:api.orderChanged")),
    ).map(present);
    // Archived channels keep their place after the others (unarchived, they come back last).
    let next = ids.length;
    for (const row of db.paymentChannels
      .filter((channel) => channel.isArchived)
      .sort((a, b) => a.order - b.order))
      if (row.order !== ++next) db.paymentChannels.update(row.paymentChannelId, { order: next });
    return { results };
  },
});

export const handlers = resource<PaymentChannelRecord>({
  path: "/payment-channels",
  entity: "payment-channel",
  collection: db.paymentChannels,
  area: "PAYMENT_CHANNEL",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  labelField: "channelName",
  schemas: {
    create: paymentChannelCreate,
    update: paymentChannelUpdate,
    write: paymentChannelWrite,
    answer: paymentChannel,
  },
  prepare: (record, existing) =>
    existing || record.order !== undefined
      ? record
      : { ...record, order: lastOrder(db.paymentChannels.all()) + 1 },
  unique: { channelCode: say("payments:api.channelCodeTaken") },
  validate: (record) => {
    const errors: Record<string, string> = {};
    if (record.paymentAccountId) {
      const account = db.paymentAccounts.get(record.paymentAccountId);
      if (!account || account.isArchived)
        errors.paymentAccountId = say("payments:api.accountMissing");
      else if (!account.isActive && record.isActive)
        errors.paymentAccountId = say("payments:api.accountInactive");
    }
    return errors;
  },
  present,
  extra: [reorder],
});
