import type { PaymentChannelRecord } from "../schema/payment-channel";
import type { ChannelType } from "../schema/payment-rules";
import { daysAgo, seeded } from "@/mocks/lib/seed";

/**
 * The ways customers pay, in the order they see them: [name, code, type, provider]. Transactions'
 * seed picks a channel by position here (`pch-<position + 1>`), so rows are only ever appended.
 */
export const PAYMENT_CHANNELS: [string, string, ChannelType, string][] = [
  ["BCA Virtual Account", "BCA_VA", "VIRTUAL_ACCOUNT", "Midtrans"],
  ["Mandiri Virtual Account", "MANDIRI_VA", "VIRTUAL_ACCOUNT", "Midtrans"],
  ["BNI Virtual Account", "BNI_VA", "VIRTUAL_ACCOUNT", "Xendit"],
  ["BRI Virtual Account", "BRI_VA", "VIRTUAL_ACCOUNT", "Xendit"],
  ["GoPay", "GOPAY", "E_WALLET", "Midtrans"],
  ["OVO", "OVO", "E_WALLET", "Xendit"],
  ["DANA", "DANA", "E_WALLET", "Xendit"],
  ["ShopeePay", "SHOPEEPAY", "E_WALLET", "Midtrans"],
  ["QRIS", "QRIS", "QRIS", "Midtrans"],
  ["Kartu Kredit / Debit", "CREDIT_CARD", "CARD", "Midtrans"],
  ["Bayar di Toko", "PAY_AT_STORE", "PAY_AT_STORE", "Internal"],
  ["Transfer Manual BCA", "MANUAL_BCA", "MANUAL_TRANSFER", "Internal"],
  ["Transfer Manual Mandiri", "MANUAL_MANDIRI", "MANUAL_TRANSFER", "Internal"],
];

/** What each type costs and accepts, as Indonesian providers price them (2026). */
const TERMS: Record<
  ChannelType,
  Pick<PaymentChannelRecord, "feeFixed" | "feePercent" | "minAmount" | "maxAmount">
> = {
  VIRTUAL_ACCOUNT: { feeFixed: 4_000, feePercent: 0, minAmount: 10_000, maxAmount: 50_000_000 },
  E_WALLET: { feeFixed: 0, feePercent: 2, minAmount: 1_000, maxAmount: 10_000_000 },
  QRIS: { feeFixed: 0, feePercent: 0.7, minAmount: 1_500, maxAmount: 10_000_000 },
  CARD: { feeFixed: 2_000, feePercent: 2.9, minAmount: 10_000, maxAmount: 100_000_000 },
  MANUAL_TRANSFER: { feeFixed: 0, feePercent: 0, minAmount: 10_000, maxAmount: null },
  PAY_AT_STORE: { feeFixed: 0, feePercent: 0, minAmount: 0, maxAmount: null },
};

const INSTRUCTIONS: Record<ChannelType, string> = {
  VIRTUAL_ACCOUNT:
    "Buka aplikasi mobile banking atau ATM bank Anda.\nPilih Transfer > Virtual Account.\nMasukkan nomor Virtual Account yang tertera di halaman pembayaran.\nPastikan nama dan jumlah tagihan sesuai, lalu konfirmasi.",
  E_WALLET:
    "Tekan Bayar, aplikasi dompet digital Anda akan terbuka.\nPeriksa jumlah tagihan lalu masukkan PIN Anda.\nKembali ke aplikasi Optik untuk melihat status pesanan.",
  QRIS: "Buka aplikasi bank atau dompet digital apa pun yang mendukung QRIS.\nPindai kode QR di halaman pembayaran.\nPeriksa jumlah tagihan lalu konfirmasi dengan PIN Anda.",
  CARD: "Masukkan nomor kartu, masa berlaku dan CVV.\nSelesaikan verifikasi 3D Secure dari bank penerbit kartu.",
  MANUAL_TRANSFER:
    "Transfer tepat sesuai jumlah tagihan ke rekening di bawah ini.\nSimpan bukti transfer.\nUnggah bukti transfer di halaman pesanan; kami memeriksanya paling lambat 1×24 jam.",
  PAY_AT_STORE:
    "Datang ke toko yang Anda pilih sebelum batas waktu pembayaran.\nSebutkan kode pesanan Anda di kasir.\nBayar tunai, kartu, atau QRIS di kasir.",
};

/** The receiving account of each manual transfer (payment-accounts.seed: pac-1 BCA, pac-2 Mandiri). */
const ACCOUNT_OF: Record<string, string> = { MANUAL_BCA: "pac-1", MANUAL_MANDIRI: "pac-2" };

export const seedPaymentChannels = seeded<PaymentChannelRecord>("paymentChannels", () =>
  PAYMENT_CHANNELS.map(([channelName, channelCode, channelType, provider], i) => ({
    paymentChannelId: `pch-${i + 1}`,
    channelName,
    channelCode,
    channelType,
    provider,
    ...TERMS[channelType],
    paymentAccountId: ACCOUNT_OF[channelCode] ?? null,
    logoUrl: null,
    instructions: INSTRUCTIONS[channelType],
    order: i + 1,
    isActive: channelCode !== "OVO",
    isArchived: false,
    archivedAt: null,
    createdAt: daysAgo(500 - i * 7),
    updatedAt: daysAgo(60 - i * 2),
  })),
);
