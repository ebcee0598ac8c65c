/** Payment accounts (`/payment-accounts`): the company's bank accounts that receive manual transfers. */
import {
  archiveFields,
  flag,
  id,
  optionalText,
  patchOf,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";
import {
  ACCOUNT_NUMBER_PATTERN,
  BANK_CODES,
  accountNumberProblem,
  bankOf,
  digitsText,
} from "./payment-rules";

/** What a client writes. */
export const paymentAccountFields = z.object({
  bankCode: z
    .enum(BANK_CODES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? "Bank is required."
          : "Choose a bank from the list.",
    })
    .meta({
      description: "The bank's short code (`BCA`, `MANDIRI`…), from the list of Indonesian banks.",
    }),
  accountNumber: z
    .string({ error: () => "Account number is required." })
    .trim()
    .min(1, "Account number is required.")
    .regex(ACCOUNT_NUMBER_PATTERN, `An account number has ${digitsText([6, 20])}.`)
    .meta({
      description:
        "Digits only; each bank's own length applies (BCA 10, Mandiri 13, BRI 15…). Unique per bank.",
    }),
  accountHolder: requiredText("Account holder", 100).meta({
    description: "The name on the account, as the bank shows it to a customer who transfers.",
  }),
  branch: optionalText("Branch", 100).default(""),
  logoUrl: z
    .union([z.string(), z.null()])
    .default("")
    .meta({ description: "Logo image URL (an upload); empty: the console shows the bank's code." }),
  isActive: flag("Active").default(true),
});

/** The account number must fit its bank. */
const bankRules = (record: { bankCode?: string; accountNumber?: string }, ctx: z.RefinementCtx) => {
  if (!record.bankCode || !record.accountNumber) return;
  const problem = accountNumberProblem(record.bankCode, record.accountNumber);
  if (problem) ctx.addIssue({ code: "custom", path: ["accountNumber"], message: problem });
};

export const paymentAccountCreate = paymentAccountFields.meta({ id: "PaymentAccountCreate" });
export const paymentAccountUpdate = patchOf(paymentAccountFields).meta({
  id: "PaymentAccountUpdate",
});
/** The whole record after a create or a merged PATCH, with the bank's name the server fills in. */
export const paymentAccountWrite = paymentAccountFields
  .extend({ bankName: z.string() })
  .superRefine(bankRules);

/** A payment account as stored and answered. */
export const paymentAccount = paymentAccountFields
  .extend({
    paymentAccountId: id(),
    bankName: z.string().meta({ description: "The bank's name (from its code; read-only)." }),
    ...archiveFields,
    ...timestamps,
  })
  .meta({ id: "PaymentAccount" });

/** Fills in what the server derives from the bank code. */
export const withBankName = <T extends { bankCode?: unknown }>(record: T) => ({
  ...record,
  bankName: bankOf(String(record.bankCode ?? ""))?.name ?? "",
});

export type PaymentAccount = z.infer<typeof paymentAccount>;
export type PaymentAccountFormValues = z.input<typeof paymentAccountCreate>;
