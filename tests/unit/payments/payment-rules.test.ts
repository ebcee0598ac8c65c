import {
  BANKS,
  accountNumberProblem,
  acceptsAmount,
  channelFee,
  needsPaymentAccount,
  CHANNEL_CODE_PATTERN,
} from "@resources/payments/schema/payment-rules";
import { paymentAccountWrite } from "@resources/payments/schema/payment-account";
import { paymentChannelWrite } from "@resources/payments/schema/payment-channel";
import { toFieldErrors } from "@/contract/common";
import { inEnglish } from "@/mocks/lib/readers";

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : toFieldErrors(result.error!.issues, inEnglish);

describe("payment rules: fees", () => {
  it("adds the fixed fee and the percentage of the amount, rounded up to a whole rupiah", () => {
    expect(channelFee({ feeFixed: 4_000, feePercent: 0 }, 500_000)).toBe(4_000);
    expect(channelFee({ feeFixed: 0, feePercent: 2.9 }, 500_000)).toBe(14_500);
    expect(channelFee({ feeFixed: 2_000, feePercent: 2.9 }, 500_000)).toBe(16_500);
    // 0.7% of 123.457 is 864.199: the customer pays 865, never a fraction.
    expect(channelFee({ feeFixed: 0, feePercent: 0.7 }, 123_457)).toBe(865);
    expect(channelFee({ feeFixed: 0, feePercent: 0 }, 500_000)).toBe(0);
  });

  it("treats a missing or negative part as no fee", () => {
    expect(channelFee({ feeFixed: Number.NaN, feePercent: 1 }, 100_000)).toBe(1_000);
    expect(channelFee({ feeFixed: -5, feePercent: -1 }, 100_000)).toBe(0);
  });

  it("knows which amounts a channel accepts", () => {
    expect(acceptsAmount({ minAmount: 10_000, maxAmount: 50_000_000 }, 9_999)).toBe(false);
    expect(acceptsAmount({ minAmount: 10_000, maxAmount: 50_000_000 }, 50_000_000)).toBe(true);
    expect(acceptsAmount({ minAmount: 10_000, maxAmount: null }, 900_000_000)).toBe(true);
  });
});

describe("payment rules: accounts and codes", () => {
  it("checks an account number against its bank's length", () => {
    const account = { accountHolder: "PT Optik Prima Nusantara", bankName: "-" };
    const errors = (bankCode: string, accountNumber: string) =>
      errorsOf(paymentAccountWrite.safeParse({ ...account, bankCode, accountNumber }) as never);
    expect(accountNumberProblem("BCA", "5270418833")).toBeUndefined();
    expect(errors("BCA", "5270418833")).toEqual({});
    expect(errors("BCA", "527041883")).toEqual({
      accountNumber: "A BCA account number has 10 digits.",
    });
    expect(errors("CIMB", "80015439281")).toEqual({
      accountNumber: "A CIMB account number has 12 to 14 digits.",
    });
    expect(errors("BRI", "0345-0100")).toEqual({
      accountNumber: "An account number has digits only.",
    });
    expect(new Set(BANKS.map((bank) => bank.code)).size).toBe(BANKS.length);
  });

  it("only a manual transfer needs a payment account; codes are capitals, digits and _", () => {
    expect(needsPaymentAccount("MANUAL_TRANSFER")).toBe(true);
    expect(needsPaymentAccount("QRIS")).toBe(false);
    expect(CHANNEL_CODE_PATTERN.test("BCA_VA")).toBe(true);
    expect(CHANNEL_CODE_PATTERN.test("bca-va")).toBe(false);
    expect(CHANNEL_CODE_PATTERN.test("9PAY")).toBe(false);
  });
});

describe("payment schemas", () => {
  const channel = {
    channelName: "Transfer Manual BCA",
    channelCode: "manual_bca2",
    channelType: "MANUAL_TRANSFER",
    provider: "Internal",
    paymentAccountId: "pac-1",
  };

  it("accepts a manual transfer with its account and fills in the defaults", () => {
    const parsed = paymentChannelWrite.parse(channel);
    expect(parsed).toMatchObject({
      channelCode: "MANUAL_BCA2",
      feeFixed: 0,
      feePercent: 0,
      minAmount: 0,
      maxAmount: null,
      isActive: true,
    });
  });

  it("puts each fee and amount rule on its own field", () => {
    expect(
      errorsOf(paymentChannelWrite.safeParse({ ...channel, feePercent: 12 }) as never),
    ).toEqual({
      feePercent: "Percentage fee must be at most 10.",
    });
    expect(
      errorsOf(paymentChannelWrite.safeParse({ ...channel, feePercent: 1.234 }) as never),
    ).toEqual({
      feePercent: "Percentage fee has at most two decimals.",
    });
    expect(errorsOf(paymentChannelWrite.safeParse({ ...channel, feeFixed: -1 }) as never)).toEqual({
      feeFixed: "Fixed fee must be at least Rp 0.",
    });
    expect(
      errorsOf(
        paymentChannelWrite.safeParse({
          ...channel,
          minAmount: 50_000,
          maxAmount: 10_000,
        }) as never,
      ),
    ).toEqual({ maxAmount: "The maximum amount must be at least the minimum amount." });
    // A fixed fee past its documented bound (Rp 1.000.000) is refused, not clamped.
    expect(
      errorsOf(paymentChannelWrite.safeParse({ ...channel, feeFixed: 1_500_000 }) as never),
    ).toEqual({ feeFixed: "Fixed fee must be at most Rp 1.000.000." });
  });

  it("requires the account for a manual transfer and refuses it for other types", () => {
    expect(
      errorsOf(paymentChannelWrite.safeParse({ ...channel, paymentAccountId: null }) as never),
    ).toEqual({ paymentAccountId: "Choose the payment account this manual transfer goes to." });
    expect(
      errorsOf(paymentChannelWrite.safeParse({ ...channel, channelType: "QRIS" }) as never),
    ).toEqual({ paymentAccountId: "Only a manual transfer goes to a payment account." });
  });

  it("checks an account's number against its bank", () => {
    const account = {
      bankCode: "MANDIRI",
      accountNumber: "1240007718",
      accountHolder: "PT Optik Prima Nusantara",
      bankName: "Bank Mandiri",
    };
    expect(errorsOf(paymentAccountWrite.safeParse(account) as never)).toEqual({
      accountNumber: "A MANDIRI account number has 13 digits.",
    });
    expect(
      errorsOf(paymentAccountWrite.safeParse({ ...account, bankCode: "XYZ" }) as never),
    ).toEqual({
      bankCode: "Choose a bank from the list.",
    });
  });
});
