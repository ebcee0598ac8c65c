import {
  allowedMoves,
  codeExamples,
  computeAmounts,
  makeCode,
  MINIMUM_PAYMENT,
  paymentStatusOf,
  settingProblem,
  TRANSACTION_STATUSES,
} from "@resources/transactions/schema/transaction-rules";
import { transactionStatusChange } from "@resources/transactions/schema/transaction";
import { toFieldErrors } from "@/contract/common";
import { inEnglish } from "@/mocks/lib/readers";

/** What the schema says of a status move, field by field, in the server's English (empty: valid). */
const problemsOf = (move: Record<string, unknown>) => {
  const result = transactionStatusChange.safeParse(move);
  return result.success ? {} : toFieldErrors(result.error.issues, inEnglish);
};

const order = { subtotal: 500_000, shippingCost: 20_000, paymentFee: 4_000 };
/** A voucher of Rp 50.000 off, with no cap. */
const rp50000Off = {
  code: "PRIMHEMAT",
  type: "AMOUNT" as const,
  value: 50_000,
  maxDiscount: null,
};

describe("the amount breakdown (NEW_TRANSACTION_CALCULATION_FORMULAS)", () => {
  it("without a voucher both formulas add products, shipping and fee", () => {
    for (const formula of ["STANDARD", "ADVANCED"] as const) {
      const result = computeAmounts({ ...order, voucher: null, formula, allowZeroPayment: false });
      expect(result).toMatchObject({ discount: 0, total: 524_000, limitedByMinimumPayment: false });
    }
  });

  it("STANDARD applies the discount to shipping and payment fee only", () => {
    const result = computeAmounts({
      ...order,
      voucher: rp50000Off,
      formula: "STANDARD",
      allowZeroPayment: true,
    });
    expect(result.discountBase).toBe(24_000);
    expect(result.discount).toBe(24_000); // capped by shipping + fee, products paid in full
    expect(result.total).toBe(500_000);
  });

  it("ADVANCED applies the discount to products, shipping and fee", () => {
    const result = computeAmounts({
      ...order,
      voucher: rp50000Off,
      formula: "ADVANCED",
      allowZeroPayment: true,
    });
    expect(result.discountBase).toBe(524_000);
    expect(result).toMatchObject({ discount: 50_000, total: 474_000 });
  });

  it("a percentage voucher is taken of what the formula applies it to, up to its cap", () => {
    const voucher = { code: "P10", type: "PERCENTAGE" as const, value: 10, maxDiscount: 30_000 };
    expect(
      computeAmounts({ ...order, voucher, formula: "STANDARD", allowZeroPayment: false }).discount,
    ).toBe(2_400);
    expect(
      computeAmounts({ ...order, voucher, formula: "ADVANCED", allowZeroPayment: false }).discount,
    ).toBe(30_000);
  });

  it("a zero total only when zero payment is allowed; otherwise the minimum payment remains", () => {
    const small = { subtotal: 40_000, shippingCost: 0, paymentFee: 0 };
    const voucher = { code: "FREE", type: "AMOUNT" as const, value: 100_000, maxDiscount: null };
    const allowed = computeAmounts({
      ...small,
      voucher,
      formula: "ADVANCED",
      allowZeroPayment: true,
    });
    expect(allowed).toMatchObject({ discount: 40_000, total: 0, limitedByMinimumPayment: false });
    const refused = computeAmounts({
      ...small,
      voucher,
      formula: "ADVANCED",
      allowZeroPayment: false,
    });
    expect(refused).toMatchObject({
      discount: 40_000 - MINIMUM_PAYMENT,
      total: MINIMUM_PAYMENT,
      limitedByMinimumPayment: true,
    });
    // STANDARD on a pick-up order paid at the store: nothing for the discount to apply to.
    const pickup = computeAmounts({
      ...small,
      voucher,
      formula: "STANDARD",
      allowZeroPayment: true,
    });
    expect(pickup).toMatchObject({ discountBase: 0, discount: 0, total: 40_000 });
  });
});

describe("status moves", () => {
  it("follows the flow and keeps shipped for deliveries, ready for pick-up for pick-ups", () => {
    expect(allowedMoves("WAITING_PAYMENT", "DELIVERY")).toEqual(["PAID", "CANCELLED", "EXPIRED"]);
    expect(allowedMoves("PAID", "PICKUP")).toEqual(["PROCESSING", "REFUNDED"]);
    expect(allowedMoves("PROCESSING", "DELIVERY")).toEqual(["SHIPPED", "REFUNDED"]);
    expect(allowedMoves("PROCESSING", "PICKUP")).toEqual(["READY_FOR_PICKUP", "REFUNDED"]);
    expect(allowedMoves("SHIPPED", "DELIVERY")).toEqual(["COMPLETED"]);
    for (const final of ["CANCELLED", "EXPIRED", "REFUNDED"] as const)
      expect(allowedMoves(final, "DELIVERY")).toEqual([]);
  });

  it("needs a note each time and a tracking number to ship", () => {
    expect(problemsOf({ status: "SHIPPED", note: " " })).toEqual({
      note: "Note is required.",
      trackingNumber: "A shipped order needs its tracking number.",
    });
    expect(problemsOf({ status: "SHIPPED", note: "JNE pick-up", trackingNumber: "a b" })).toEqual({
      trackingNumber: "A tracking number is 6 to 40 letters, digits or dashes.",
    });
    expect(
      problemsOf({ status: "SHIPPED", note: "JNE pick-up", trackingNumber: "JP1234567890" }),
    ).toEqual({});
    expect(problemsOf({ status: "PAID", note: "x".repeat(501) })).toEqual({
      note: "Note is at most 500 characters.",
    });
    // Which moves the order allows is its state's: PROCESSING never goes back to PAID.
    expect(allowedMoves("PROCESSING", "DELIVERY")).not.toContain("PAID");
  });

  it("derives the payment status from every order status", () => {
    expect(TRANSACTION_STATUSES.map(paymentStatusOf)).toEqual([
      "UNPAID",
      "PAID",
      "PAID",
      "PAID",
      "PAID",
      "PAID",
      "CANCELLED",
      "EXPIRED",
      "REFUNDED",
    ]);
  });
});

describe("codes from the transaction settings", () => {
  it("is the prefix and the number zero-padded to the numeric length", () => {
    expect(makeCode("TRX", 8, 42)).toBe("TRX00000042");
    expect(makeCode("OPT26", 4, 123_456)).toBe("OPT26123456");
    expect(
      codeExamples(
        {
          TRX_CODE_PREFIX: "ORD",
          TRX_CODE_NUMERIC_LENGTH: 6,
          PAYMENT_CODE_PREFIX: "VA",
          PAYMENT_CODE_NUMERIC_LENGTH: 10,
        },
        2_001,
      ),
    ).toEqual({ transactionCode: "ORD002001", paymentCode: "VA0000002001" });
  });

  it("gives no example while a value is invalid", () => {
    expect(
      codeExamples(
        {
          TRX_CODE_PREFIX: "or-d",
          TRX_CODE_NUMERIC_LENGTH: 6,
          PAYMENT_CODE_PREFIX: "VA",
          PAYMENT_CODE_NUMERIC_LENGTH: 40,
        },
        1,
      ),
    ).toEqual({ transactionCode: null, paymentCode: null });
    expect(settingProblem("TRX_PAYMENT_EXPIRY_IN_MINUTES", 2.5)).toBe("wholeNumber");
    expect(settingProblem("TRX_PAYMENT_EXPIRY_IN_MINUTES", 1)).toBe("range");
    expect(settingProblem("TRX_ALLOW_ZERO_PAYMENT", "YES")).toBe("choice");
    expect(settingProblem("PAYMENT_CODE_PREFIX", "")).toBe("required");
  });
});
