import { db } from "../db";
import { resource } from "../lib/crud";
import { nonNegative, oneOf, requireFields, unique } from "../lib/validate";

const paymentChannels = resource({
  path: "/payment-channels",
  entity: "payment-channel",
  collection: db.paymentChannels,
  area: "PAYMENT_CHANNEL",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({ fee: 0, feeType: "FLAT", order: 0, isActive: true }),
  prepare: (record) => ({
    ...record,
    channelCode: String(record.channelCode ?? "")
      .trim()
      .toUpperCase(),
  }),
  validate: (record) => {
    const errors = requireFields(record, {
      channelName: "Channel name",
      channelCode: "Channel code",
      channelType: "Channel type",
      provider: "Provider",
    });
    oneOf(
      record.channelType,
      ["VIRTUAL_ACCOUNT", "EWALLET", "QRIS", "CARD", "OFFLINE"],
      "channelType",
      errors,
    );
    oneOf(record.feeType, ["FLAT", "PERCENTAGE"], "feeType", errors);
    nonNegative(record.fee, "fee", errors, "Fee");
    if (
      record.channelCode &&
      !unique(
        db.paymentChannels.all(),
        "channelCode",
        record.channelCode,
        "paymentChannelId",
        record.paymentChannelId,
      )
    )
      errors.channelCode = "This channel code is already used.";
    return errors;
  },
});

// --- notifications ---------------------------------------------------------------------------

export const handlers = [...paymentChannels];
