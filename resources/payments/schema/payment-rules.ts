/**
 * The plain rules of payment accounts and payment channels that the schemas and the forms share: the
 * banks, the channel types, the limits and the fee arithmetic. No zod here: a page imports these
 * without downloading the schema library, and the server checks with the very same numbers.
 */

/** An Indonesian bank a payment account may be held at: its short code, clearing code and account-number length. */
export interface Bank {
  /** Short code stored on the account (`BCA`). */
  code: string;
  /** The bank's name as customers know it. */
  name: string;
  /** The bank's three-digit clearing code (kode bank) used by interbank transfers. */
  clearingCode: string;
  /** How many digits its account numbers have (inclusive range). */
  digits: readonly [number, number];
}

export const BANKS = [
  { code: "BCA", name: "Bank Central Asia (BCA)", clearingCode: "014", digits: [10, 10] },
  { code: "MANDIRI", name: "Bank Mandiri", clearingCode: "008", digits: [13, 13] },
  { code: "BNI", name: "Bank Negara Indonesia (BNI)", clearingCode: "009", digits: [10, 10] },
  { code: "BRI", name: "Bank Rakyat Indonesia (BRI)", clearingCode: "002", digits: [15, 15] },
  { code: "CIMB", name: "CIMB Niaga", clearingCode: "022", digits: [12, 14] },
  { code: "PERMATA", name: "Bank Permata", clearingCode: "013", digits: [10, 16] },
  { code: "BSI", name: "Bank Syariah Indonesia (BSI)", clearingCode: "451", digits: [10, 10] },
  { code: "DANAMON", name: "Bank Danamon", clearingCode: "011", digits: [10, 12] },
  { code: "BTN", name: "Bank Tabungan Negara (BTN)", clearingCode: "200", digits: [10, 16] },
  { code: "OCBC", name: "OCBC NISP", clearingCode: "028", digits: [12, 12] },
  { code: "MAYBANK", name: "Maybank Indonesia", clearingCode: "016", digits: [10, 12] },
  { code: "PANIN", name: "Panin Bank", clearingCode: "019", digits: [10, 10] },
  { code: "BTPN", name: "Bank BTPN (Jenius)", clearingCode: "213", digits: [11, 12] },
  { code: "JAGO", name: "Bank Jago", clearingCode: "542", digits: [12, 12] },
  { code: "SEABANK", name: "SeaBank Indonesia", clearingCode: "535", digits: [12, 12] },
  { code: "BJB", name: "Bank BJB", clearingCode: "110", digits: [13, 13] },
] as const satisfies readonly Bank[];

export type BankCode = (typeof BANKS)[number]["code"];
export const BANK_CODES = BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]];

export const bankOf = (code: string | null | undefined): Bank | undefined =>
  BANKS.find((bank) => bank.code === code);

/** Any account number: digits only, 6 to 20 of them (each bank narrows it, see `accountNumberProblem`). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,20}$/;

/** What is wrong with an account number at its bank: not digits only, or not its bank's length. */
export type AccountNumberProblem =
  { problem: "digits" } | { problem: "length"; bank: string | undefined; min: number; max: number };

/** Why an account number does not fit its bank, or undefined when it does. */
export function accountNumberProblem(
  bankCode: string,
  accountNumber: string,
): AccountNumberProblem | undefined {
  if (!/^\d+$/.test(accountNumber)) return { problem: "digits" };
  const bank = bankOf(bankCode);
  const [min, max] = bank?.digits ?? [6, 20];
  if (accountNumber.length < min || accountNumber.length > max)
    return { problem: "length", bank: bank?.code, min, max };
  return undefined;
}

/** How customers can pay, in the order the forms offer them. */
export const CHANNEL_TYPES = [
  "VIRTUAL_ACCOUNT",
  "E_WALLET",
  "QRIS",
  "CARD",
  "MANUAL_TRANSFER",
  "PAY_AT_STORE",
] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** The only type whose payments go to one of the company's own bank accounts. */
export const needsPaymentAccount = (type: string | null | undefined) => type === "MANUAL_TRANSFER";

/** Channel codes: upper-case letters, digits and `_`, 2 to 30, starting with a letter (`BCA_VA`). */
export const CHANNEL_CODE_PATTERN = /^[A-Z][A-Z0-9_]{1,29}$/;

/** Fee limits: a fixed fee in whole rupiah and a percentage with two decimals. */
export const FEE_LIMITS = {
  /**
   * Indonesian providers charge a few thousand rupiah per payment (a virtual account Rp 4.000, a
   * card Rp 2.000); Rp 1.000.000 is far above any of them, so a larger fee is a typo.
   */
  fixedMax: 1_000_000,
  /** No Indonesian payment method charges more than a few percent; 10 catches a typo such as 29 for 2.9. */
  percentMax: 10,
  percentStep: 0.01,
} as const;

/** The amount the channel form's fee preview uses ("a payment of Rp 500.000 costs …"). */
export const FEE_PREVIEW_AMOUNT = 500_000;

export interface ChannelFee {
  feeFixed: number;
  feePercent: number;
}

/**
 * What a payment of `amount` rupiah costs in fees on a channel: the fixed fee plus the percentage of
 * the amount. Only the percentage part is rounded, up to the next whole rupiah (payment providers
 * never charge fractions, and round in their favour): 0,7 % of Rp 123.457 is 864,199 → Rp 865; an
 * exact result (2,9 % of Rp 500.000 = 14.500) stays as it is. The one implementation: the channel
 * form's preview, the channel's page and every order's fee (the transactions' demo API) use it.
 */
export function channelFee({ feeFixed, feePercent }: ChannelFee, amount: number): number {
  const fixed = Number.isFinite(feeFixed) && feeFixed > 0 ? feeFixed : 0;
  const percent = Number.isFinite(feePercent) && feePercent > 0 ? feePercent : 0;
  // Percentages have two decimals: work in hundredths so 2.9% of 500.000 is exactly 14.500.
  const hundredths = Math.round(percent * 100);
  return fixed + Math.ceil((Math.max(0, amount) * hundredths) / 10_000);
}

/** Whether `amount` is within a channel's minimum and maximum (a null maximum: no upper limit). */
export const acceptsAmount = (
  { minAmount, maxAmount }: { minAmount: number; maxAmount: number | null },
  amount: number,
) => amount >= minAmount && (maxAmount === null || amount <= maxAmount);
