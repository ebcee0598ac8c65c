import type { AnyRecord } from "../db/collection";
import { daysAgo, seeded } from "../lib/seed";

export const PAYMENT_CHANNELS: [string, string, string, string][] = [
  ["BCA Virtual Account", "BCA_VA", "VIRTUAL_ACCOUNT", "Midtrans"],
  ["Mandiri Virtual Account", "MANDIRI_VA", "VIRTUAL_ACCOUNT", "Midtrans"],
  ["BNI Virtual Account", "BNI_VA", "VIRTUAL_ACCOUNT", "Xendit"],
  ["BRI Virtual Account", "BRI_VA", "VIRTUAL_ACCOUNT", "Xendit"],
  ["GoPay", "GOPAY", "EWALLET", "Midtrans"],
  ["OVO", "OVO", "EWALLET", "Xendit"],
  ["DANA", "DANA", "EWALLET", "Xendit"],
  ["ShopeePay", "SHOPEEPAY", "EWALLET", "Midtrans"],
  ["QRIS", "QRIS", "QRIS", "Midtrans"],
  ["Credit Card", "CREDIT_CARD", "CARD", "Midtrans"],
  ["Pay at Store", "PAY_AT_STORE", "OFFLINE", "Internal"],
];

export const seedPaymentChannels = seeded<AnyRecord>("paymentChannels", () =>
  PAYMENT_CHANNELS.map(([channelName, channelCode, channelType, provider], i) => ({
    paymentChannelId: `pch-${i + 1}`,
    channelName,
    channelCode,
    channelType,
    provider,
    feeType: channelType === "CARD" ? "PERCENTAGE" : "FLAT",
    fee: channelType === "CARD" ? 2.9 : channelType === "OFFLINE" ? 0 : 4000,
    order: i + 1,
    isActive: channelCode !== "OVO",
    isArchived: false,
    archivedAt: null,
    createdAt: daysAgo(500 - i),
    updatedAt: daysAgo(60 - i),
  })),
);
