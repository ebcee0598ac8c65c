import type { PaymentAccount } from "../schema/payment-account";
import { withBankName } from "../schema/payment-account";
import { daysAgo, seeded } from "@/mocks/lib/seed";

/**
 * The company's receiving accounts: one or two per big bank, each under the legal name of the
 * company that runs the brands, with its branch as the bank's passbook says it.
 * [bank code, account number, holder, branch, active, archived]
 */
const ACCOUNTS: [string, string, string, string, boolean, boolean][] = [
  ["BCA", "5270418833", "PT Optik Prima Nusantara", "KCU Sudirman, Jakarta", true, false],
  [
    "MANDIRI",
    "1240007718452",
    "PT Optik Prima Nusantara",
    "KC Jakarta Kebayoran Baru",
    true,
    false,
  ],
  ["BNI", "0918273645", "PT Optik Prima Nusantara", "KCU Dukuh Bawah", true, false],
  ["BRI", "034501000876309", "PT Optik Prima Nusantara", "KC Jakarta Menteng", true, false],
  ["BCA", "8410556721", "PT Kacamata Nusantara Indah", "KCP Kelapa Gading", true, false],
  ["CIMB", "800154392817", "PT Lensa Jaya Abadi", "KC Semarang Pemuda", true, false],
  ["BSI", "7130948826", "PT Optik Prima Nusantara", "KC Jakarta Thamrin", false, false],
  ["PERMATA", "4102938475", "PT Visio Optical Indonesia", "KC Grogol", true, false],
  ["DANAMON", "003598274615", "PT Lensa Jaya Abadi", "KC Bandung Dago", false, true],
];

export const seedPaymentAccounts = seeded<PaymentAccount>("paymentAccounts", () =>
  ACCOUNTS.map(([bankCode, accountNumber, accountHolder, branch, isActive, isArchived], i) =>
    withBankName({
      paymentAccountId: `pac-${i + 1}`,
      bankCode: bankCode as PaymentAccount["bankCode"],
      accountNumber,
      accountHolder,
      branch,
      logoUrl: null,
      isActive,
      isArchived,
      archivedAt: isArchived ? daysAgo(20) : null,
      createdAt: daysAgo(420 - i * 12),
      updatedAt: daysAgo(45 - i * 3),
    }),
  ),
);
