import type { TemplateMessage } from "../schema/template-message";
import type { TemplateEvent } from "../schema/template-variables";
import { daysAgo, seeded } from "@/mocks/lib/seed";

interface Texts {
  id: [string, string];
  en: [string, string];
}

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("");

/** An e-mail's [subject, HTML body]: its heading, its paragraphs and the team's signature. */
const mailIn =
  (signature: string) =>
  (subject: string, heading: string, ...lines: string[]): [string, string] => [
    subject,
    `<h2>${heading}</h2>${p(...lines)}${signature}`,
  ];
const mailId = mailIn("<p>Salam hangat,<br>Tim Optik Prima</p>");
const mailEn = mailIn("<p>Warm regards,<br>The Optik Prima team</p>");

/** Each event's template name, the same for its e-mail and its push template. */
const NAMES: Record<TemplateEvent, string> = {
  FORGOT_PASSWORD: "Reset password",
  ACCOUNT_INFORMATION: "Account information",
  ORDER_PAID: "Order paid",
  ORDER_SHIPPED: "Order shipped",
  ORDER_READY_FOR_PICKUP: "Ready for pick-up",
  POINTS_ADDED: "Points added",
  REWARD_CLAIMED: "Reward claimed",
  VOUCHER_EXPIRING: "Voucher expiring",
};

/** E-mail templates: [subject, HTML body] in Indonesian and English. */
const EMAIL: Record<TemplateEvent, Texts> = {
  FORGOT_PASSWORD: {
    id: mailId(
      "Atur ulang kata sandi Anda",
      "Halo {{customer.firstName}},",
      "Kami menerima permintaan untuk mengatur ulang kata sandi akun Optik Prima Anda ({{customer.email}}).",
      "Buka tautan berikut untuk memilih kata sandi baru: {{resetLink}}",
      "Tautan ini berlaku selama {{expiresInMinutes}} menit. Abaikan e-mail ini jika Anda tidak memintanya.",
    ),
    en: mailEn(
      "Reset your password",
      "Hello {{customer.firstName}},",
      "We received a request to reset the password of your Optik Prima account ({{customer.email}}).",
      "Open this link to choose a new password: {{resetLink}}",
      "The link is valid for {{expiresInMinutes}} minutes. Ignore this e-mail if you did not ask for it.",
    ),
  },
  ACCOUNT_INFORMATION: {
    id: mailId(
      "Informasi akun Optik Prima Anda",
      "Selamat datang, {{customer.fullName}}!",
      "Akun Anda sudah siap. Masuk ke aplikasi Optik Prima dengan alamat e-mail <strong>{{customer.email}}</strong>.",
      "Unduh aplikasinya di {{appLink}} untuk melihat resep, pesanan, dan poin Anda.",
    ),
    en: mailEn(
      "Your Optik Prima account information",
      "Welcome, {{customer.fullName}}!",
      "Your account is ready. Sign in to the Optik Prima app with the e-mail address <strong>{{customer.email}}</strong>.",
      "Get the app at {{appLink}} to see your prescriptions, orders and points.",
    ),
  },
  ORDER_PAID: {
    id: mailId(
      "Pembayaran pesanan {{transaction.code}} berhasil",
      "Terima kasih, {{customer.firstName}}!",
      "Pembayaran sebesar <strong>{{transaction.total}}</strong> untuk pesanan {{transaction.code}} kami terima pada {{transaction.paidAt}}.",
      "Pesanan Anda sedang disiapkan oleh {{store.name}}.",
    ),
    en: mailEn(
      "Payment for order {{transaction.code}} received",
      "Thank you, {{customer.firstName}}!",
      "We received your payment of <strong>{{transaction.total}}</strong> for order {{transaction.code}} on {{transaction.paidAt}}.",
      "{{store.name}} is now preparing your order.",
    ),
  },
  ORDER_SHIPPED: {
    id: mailId(
      "Pesanan {{transaction.code}} sedang dikirim",
      "Halo {{customer.firstName}},",
      "Pesanan {{transaction.code}} sudah diserahkan ke kurir {{shipment.courier}}.",
      "Nomor resi: <strong>{{shipment.trackingNumber}}</strong>. Lacak pengirimannya di situs kurir.",
    ),
    en: mailEn(
      "Order {{transaction.code}} is on its way",
      "Hello {{customer.firstName}},",
      "Order {{transaction.code}} has been handed to {{shipment.courier}}.",
      "Tracking number: <strong>{{shipment.trackingNumber}}</strong>. Follow the delivery on the courier's site.",
    ),
  },
  ORDER_READY_FOR_PICKUP: {
    id: mailId(
      "Kacamata Anda siap diambil",
      "Halo {{customer.firstName}},",
      "Pesanan {{transaction.code}} sudah siap diambil di <strong>{{store.name}}</strong>, {{store.address}}.",
      "Bawa bukti pesanan Anda; optometris kami akan menyesuaikan bingkai di tempat.",
    ),
    en: mailEn(
      "Your glasses are ready for pick-up",
      "Hello {{customer.firstName}},",
      "Order {{transaction.code}} is ready for pick-up at <strong>{{store.name}}</strong>, {{store.address}}.",
      "Bring your order confirmation; our optometrist will fit the frame for you.",
    ),
  },
  POINTS_ADDED: {
    id: mailId(
      "{{points}} poin telah ditambahkan",
      "Selamat, {{customer.firstName}}!",
      "Anda mendapatkan <strong>{{points}} poin</strong>. Saldo poin Anda sekarang {{wallet.balance}}.",
      "Sebagai anggota {{loyalty.tierName}}, tukarkan poin Anda dengan hadiah menarik di aplikasi.",
    ),
    en: mailEn(
      "{{points}} points added to your account",
      "Congratulations, {{customer.firstName}}!",
      "You earned <strong>{{points}} points</strong>. Your balance is now {{wallet.balance}} points.",
      "As a {{loyalty.tierName}} member, exchange your points for rewards in the app.",
    ),
  },
  REWARD_CLAIMED: {
    id: mailId(
      "Hadiah {{reward.name}} berhasil ditukar",
      "Halo {{customer.firstName}},",
      "Anda menukar {{points}} poin dengan <strong>{{reward.name}}</strong>.",
      "Sisa saldo poin Anda: {{wallet.balance}}. Tunjukkan e-mail ini di toko untuk mengambil hadiah Anda.",
    ),
    en: mailEn(
      "You claimed {{reward.name}}",
      "Hello {{customer.firstName}},",
      "You exchanged {{points}} points for <strong>{{reward.name}}</strong>.",
      "Points left: {{wallet.balance}}. Show this e-mail in a store to collect your reward.",
    ),
  },
  VOUCHER_EXPIRING: {
    id: mailId(
      "Voucher {{voucher.name}} berakhir dalam {{voucher.daysLeft}} hari",
      "Jangan sampai terlewat, {{customer.firstName}}!",
      "Voucher <strong>{{voucher.name}}</strong> (kode {{voucher.code}}) berlaku sampai {{voucher.endAt}}.",
      "Gunakan di toko atau aplikasi Optik Prima sebelum masa berlakunya habis.",
    ),
    en: mailEn(
      "Your {{voucher.name}} voucher ends in {{voucher.daysLeft}} days",
      "Don't miss it, {{customer.firstName}}!",
      "The voucher <strong>{{voucher.name}}</strong> (code {{voucher.code}}) is valid until {{voucher.endAt}}.",
      "Use it in an Optik Prima store or the app before it expires.",
    ),
  },
};

/** Push templates: [title ≤ 65, body ≤ 240] in Indonesian and English. */
const PUSH: Record<TemplateEvent, Texts> = {
  FORGOT_PASSWORD: {
    id: [
      "Permintaan atur ulang kata sandi",
      "Kami mengirim tautan atur ulang kata sandi ke {{customer.email}}. Berlaku {{expiresInMinutes}} menit.",
    ],
    en: [
      "Password reset requested",
      "We sent a password reset link to {{customer.email}}. It is valid for {{expiresInMinutes}} minutes.",
    ],
  },
  ACCOUNT_INFORMATION: {
    id: [
      "Selamat datang di Optik Prima",
      "Halo {{customer.firstName}}, akun Anda sudah aktif. Masuk dengan {{customer.email}}.",
    ],
    en: [
      "Welcome to Optik Prima",
      "Hi {{customer.firstName}}, your account is active. Sign in with {{customer.email}}.",
    ],
  },
  ORDER_PAID: {
    id: [
      "Pembayaran diterima",
      "Pembayaran {{transaction.total}} untuk pesanan {{transaction.code}} berhasil. Terima kasih, {{customer.firstName}}!",
    ],
    en: [
      "Payment received",
      "Your payment of {{transaction.total}} for order {{transaction.code}} went through. Thank you, {{customer.firstName}}!",
    ],
  },
  ORDER_SHIPPED: {
    id: [
      "Pesanan Anda sedang dikirim",
      "Pesanan {{transaction.code}} dikirim dengan {{shipment.courier}}. No. resi {{shipment.trackingNumber}}.",
    ],
    en: [
      "Your order is on its way",
      "Order {{transaction.code}} ships with {{shipment.courier}}. Tracking number {{shipment.trackingNumber}}.",
    ],
  },
  ORDER_READY_FOR_PICKUP: {
    id: [
      "Kacamata Anda siap diambil",
      "Pesanan {{transaction.code}} menunggu Anda di {{store.name}}. Sampai jumpa, {{customer.firstName}}!",
    ],
    en: [
      "Your glasses are ready",
      "Order {{transaction.code}} is waiting for you at {{store.name}}. See you soon, {{customer.firstName}}!",
    ],
  },
  POINTS_ADDED: {
    id: [
      "Anda mendapat {{points}} poin!",
      "Halo {{customer.firstName}}, {{points}} poin masuk ke akun Anda. Saldo sekarang {{wallet.balance}} poin.",
    ],
    en: [
      "You earned {{points}} points!",
      "Hi {{customer.firstName}}, {{points}} points were added to your account. Your balance is now {{wallet.balance}} points.",
    ],
  },
  REWARD_CLAIMED: {
    id: [
      "Hadiah berhasil ditukar",
      "{{reward.name}} jadi milik Anda! Sisa saldo {{wallet.balance}} poin.",
    ],
    en: ["Reward claimed", "{{reward.name}} is yours! You have {{wallet.balance}} points left."],
  },
  VOUCHER_EXPIRING: {
    id: [
      "Voucher Anda segera berakhir",
      "{{voucher.name}} ({{voucher.code}}) berakhir {{voucher.endAt}}. Pakai sebelum terlambat!",
    ],
    en: [
      "Your voucher ends soon",
      "{{voucher.name}} ({{voucher.code}}) ends on {{voucher.endAt}}. Use it before it's gone!",
    ],
  },
};

const editor = { userId: "usr-admin", name: "Admin Demo" };

/** One e-mail and one push template per event; the same sixteen in every data size. */
export const seedTemplateMessages = seeded<TemplateMessage>("templateMessages", () => {
  const events = Object.keys(EMAIL) as TemplateEvent[];
  const rows: TemplateMessage[] = [];
  events.forEach((event, i) => {
    const mail = EMAIL[event];
    rows.push({
      templateId: `tpl-${i + 1}`,
      templateName: NAMES[event],
      event,
      channel: "EMAIL",
      subjectId: mail.id[0],
      subjectEn: mail.en[0],
      // An e-mail has no push title.
      titleId: null,
      titleEn: null,
      bodyId: mail.id[1],
      bodyEn: mail.en[1],
      updatedBy: i % 3 === 0 ? editor : null,
      createdAt: daysAgo(400 - i),
      updatedAt: daysAgo(40 - i * 3),
    });
  });
  events.forEach((event, i) => {
    const push = PUSH[event];
    rows.push({
      templateId: `tpl-${events.length + i + 1}`,
      templateName: NAMES[event],
      event,
      channel: "PUSH_NOTIFICATION",
      // A push notification has no subject.
      subjectId: null,
      subjectEn: null,
      titleId: push.id[0],
      titleEn: push.en[0],
      bodyId: push.id[1],
      bodyEn: push.en[1],
      updatedBy: i % 2 === 0 ? editor : null,
      createdAt: daysAgo(380 - i),
      updatedAt: daysAgo(35 - i * 2),
    });
  });
  return rows;
});
