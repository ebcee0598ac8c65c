import { describe, expect, it } from "vitest";
import enNotifications from "../../../locales/en/notifications.json";
import enPayments from "../../../locales/en/payments.json";
import enPromotions from "../../../locales/en/promotions.json";
import enShell from "../../../locales/en/translation.json";
import idNotifications from "../../../locales/id/notifications.json";
import idPayments from "../../../locales/id/payments.json";
import idPromotions from "../../../locales/id/promotions.json";
import idShell from "../../../locales/id/translation.json";
import { csvCellsIn, record } from "@tests/helpers/csv-cells";
import notificationCsv from "@resources/notifications/notification/notifications.csv";
import scheduleCsv from "@resources/notifications/notification-schedule/schedules.csv";
import type { CustomerNotification } from "@resources/notifications/schema/customer-notification";
import type { NotificationSchedule } from "@resources/notifications/schema/notification-schedule";
import type { TemplateMessage } from "@resources/notifications/schema/template-message";
import templateCsv from "@resources/notifications/template-message/templates.csv";
import paymentChannelCsv from "@resources/payments/payment-channel/payment-channels.csv";
import type { PaymentChannel } from "@resources/payments/schema/payment-channel";
import bannerCsv from "@resources/promotions/banners/banners.csv";
import type { Banner } from "@resources/promotions/schema/banner";
import type { Voucher } from "@resources/promotions/schema/voucher";
import voucherCsv from "@resources/promotions/vouchers/vouchers.csv";

const TEXTS = {
  en: {
    translation: enShell,
    notifications: enNotifications,
    payments: enPayments,
    promotions: enPromotions,
  },
  id: {
    translation: idShell,
    notifications: idNotifications,
    payments: idPayments,
    promotions: idPromotions,
  },
};

const cells = csvCellsIn(TEXTS);

describe("the CSV writers of the notifications, payments and promotions lists", () => {
  it("write a notification's channel and audience in words and who sent it", async () => {
    const sent = record<CustomerNotification>({
      channel: "PUSH_NOTIFICATION",
      audience: { type: "TIER" } as CustomerNotification["audience"],
      audienceName: "Gold",
      sentBy: { name: "Alice Admin" } as CustomerNotification["sentBy"],
    });
    expect(await cells(notificationCsv, sent, undefined, "en")).toEqual({
      channel: "Push notification",
      audience: "Tier Gold",
      sentBy: "Alice Admin",
    });
    expect(await cells(notificationCsv, sent, undefined, "id")).toEqual({
      channel: "Notifikasi push",
      audience: "Tingkat Gold",
      sentBy: "Alice Admin",
    });
    // Chosen customers are counted, in the language's plural.
    const chosen = {
      ...sent,
      channel: "EMAIL",
      audience: { type: "CHOSEN", userIds: ["u1", "u2", "u3"] },
    } as CustomerNotification;
    expect(await cells(notificationCsv, chosen, undefined, "en")).toMatchObject({
      channel: "E-mail",
      audience: "3 chosen customers",
    });
    expect((await cells(notificationCsv, chosen, undefined, "id")).audience).toBe(
      "3 pelanggan pilihan",
    );
  });

  it("write a schedule's audience, status, rule and next send in words, and its runs", async () => {
    const schedule = record<NotificationSchedule>({
      audience: { type: "ALL" } as NotificationSchedule["audience"],
      kind: "WEEKLY",
      cron: "0 9 * * 1,4",
      sendAt: null,
      timeZone: "Asia/Makassar",
      nextRunAt: "2025-03-03T01:00:00.000Z",
      status: "PAUSED",
      runs: [{}, {}] as NotificationSchedule["runs"],
    });
    expect(await cells(scheduleCsv, schedule, undefined, "en")).toEqual({
      cron: "At 09:00, only on Monday and Thursday (WITA)",
      nextRunAt: "Mon, 03/03/2025 09:00 WITA",
      runs: 2,
      audience: "All customers",
      status: "Paused",
    });
    expect(await cells(scheduleCsv, schedule, undefined, "id")).toEqual({
      cron: "Setiap hari Senin dan Kamis pukul 09:00 (WITA)",
      nextRunAt: "Sen, 03/03/2025 09:00 WITA",
      runs: 2,
      audience: "Semua pelanggan",
      status: "Dijeda",
    });
    // A one-off send, done: its send time stands for the rule and the next run is a dash.
    const once = {
      ...schedule,
      kind: "ONCE",
      cron: null,
      sendAt: "2025-02-01T02:00:00.000Z",
      timeZone: "Asia/Jakarta",
      nextRunAt: null,
      status: "FINISHED",
    } as NotificationSchedule;
    expect(await cells(scheduleCsv, once, undefined, "id")).toMatchObject({
      cron: "Sekali, pada Sab, 01/02/2025 09:00 WIB",
      nextRunAt: "-",
      status: "Selesai",
    });
  });

  it("write a template's event in words and its last change with who made it", async () => {
    const template = record<TemplateMessage>({
      event: "ORDER_PAID",
      updatedAt: "2025-01-31T14:05:00",
      updatedBy: { name: "Budi" } as TemplateMessage["updatedBy"],
    });
    expect(await cells(templateCsv, template, undefined, "en")).toEqual({
      event: "Order paid",
      updatedAt: "31/01/2025 14:05 Budi",
    });
    expect(await cells(templateCsv, { ...template, updatedBy: null }, undefined, "id")).toEqual({
      event: "Pesanan dibayar",
      updatedAt: "31/01/2025 14:05",
    });
  });

  it("write a payment channel's type, fee and amounts in words and its account on one line", async () => {
    const channel = record<PaymentChannel>({
      channelType: "MANUAL_TRANSFER",
      feeFixed: 2000,
      feePercent: 2.9,
      minAmount: 10_000,
      maxAmount: 50_000_000,
      paymentAccount: {
        bankCode: "BCA",
        accountNumber: "5270418833",
        accountHolder: "PT Optik Prima Nusantara",
      } as PaymentChannel["paymentAccount"],
    });
    const common = {
      fee: "Rp 2.000 + 2,9%",
      minAmount: "Rp 10.000 – Rp 50.000.000",
      paymentAccountId: "BCA · 5270418833 · PT Optik Prima Nusantara",
    };
    expect(await cells(paymentChannelCsv, channel, undefined, "en")).toEqual({
      ...common,
      channelType: "Manual transfer",
    });
    expect(await cells(paymentChannelCsv, channel, undefined, "id")).toEqual({
      ...common,
      channelType: "Transfer manual",
    });
    // No fee, no maximum and no account: the words for them, and an empty cell.
    const wallet = {
      ...channel,
      channelType: "E_WALLET",
      feeFixed: 0,
      feePercent: 0,
      maxAmount: null,
      paymentAccount: null,
    } as PaymentChannel;
    expect(await cells(paymentChannelCsv, wallet, undefined, "en")).toEqual({
      channelType: "E-wallet",
      fee: "No fee",
      minAmount: "From Rp 10.000",
      paymentAccountId: "",
    });
    expect(await cells(paymentChannelCsv, wallet, undefined, "id")).toEqual({
      channelType: "Dompet digital",
      fee: "Tanpa biaya",
      minAmount: "Mulai Rp 10.000",
      paymentAccountId: "",
    });
  });

  it("write a voucher's brand, discount and status in words and its uses", async () => {
    const voucher = record<Voucher>({
      brandName: "Optik Melawai",
      codePrefix: "OPML",
      discountType: "PERCENTAGE",
      discountValue: 25,
      maxDiscount: 250_000,
      status: "USED_UP",
      used: 1200,
      quota: 1200,
    });
    expect(await cells(voucherCsv, voucher, undefined, "en")).toEqual({
      brandName: "Optik Melawai",
      discountType: "Percentage: 25% (up to Rp 250.000)",
      status: "Used up",
      used: "1200",
    });
    expect(await cells(voucherCsv, voucher, undefined, "id")).toEqual({
      brandName: "Optik Melawai",
      discountType: "Persentase: 25% (maks. Rp 250.000)",
      status: "Habis terpakai",
      used: "1200",
    });
    const fixed = { ...voucher, discountType: "FIXED", discountValue: 50_000, maxDiscount: null };
    expect(await cells(voucherCsv, fixed as Voucher, undefined, "en")).toMatchObject({
      discountType: "Fixed amount: Rp 50.000",
    });
  });

  it("write a banner's type, target, period, status and platforms, the same for both kinds", async () => {
    const banner = record<Banner>({
      bannerType: "PRODUCT",
      productId: "p1",
      targetName: "Rayban Aviator",
      url: null,
      startAt: "2025-03-01T10:00:00",
      endAt: "2025-03-31T22:00:00",
      status: "LIVE",
      platforms: ["WEB", "APP"],
    });
    const common = {
      target: "Rayban Aviator",
      startAt: "01/03/2025 10:00 – 31/03/2025 22:00",
    };
    expect(await cells(bannerCsv, banner, undefined, "en")).toEqual({
      ...common,
      bannerType: "Product",
      status: "Live",
      platforms: "Web shop, Mobile app",
    });
    expect(await cells(bannerCsv, banner, undefined, "id")).toEqual({
      ...common,
      bannerType: "Produk",
      status: "Tayang",
      platforms: "Toko web, Aplikasi seluler",
    });
    // A link's target is its URL; a popup banner is written the same way.
    const popup = {
      ...banner,
      isPopup: true,
      bannerType: "URL",
      url: "https://shop.example/sale",
      targetName: null,
      platforms: ["APP"],
    } as Banner;
    expect(await cells(bannerCsv, popup, undefined, "id")).toMatchObject({
      bannerType: "URL",
      target: "https://shop.example/sale",
      platforms: "Aplikasi seluler",
    });
  });
});
