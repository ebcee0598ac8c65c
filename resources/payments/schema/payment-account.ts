/** Payment accounts (`/payment-accounts`): the company's bank accounts that receive manual transfers. */
import {
  archivableRecord,
  fieldIssue,
  flag,
  id,
  message,
  optionalText,
  patchOf,
  requiredMessage,
  requiredText,
  z,
} from "@/contract/common";
import { ACCOUNT_NUMBER_PATTERN, BANK_CODES, accountNumberProblem, bankOf } from "./payment-rules";

/** What a client writes. */
export const paymentAccountFields = z.object({
  bankCode: z
    .enum(BANK_CODES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage("payments:accounts.fields.bank")
          : message("payments:accounts.validation.bank"),
    })
    .meta({
      label: "payments:accounts.fields.bank",
      description: "The bank's short code (`BCA`, `MANDIRI`…), from the list of Indonesian banks.",
    }),
  accountNumber: z
    .string({ error: () => requiredMessage("payments:accounts.fields.accountNumber") })
    .trim()
    .min(1, requiredMessage("payments:accounts.fields.accountNumber"))
    .regex(/^\d*$/, message("payments:accounts.validation.digitsOnly"))
    .regex(ACCOUNT_NUMBER_PATTERN, message("payments:accounts.validation.numberLengthAny"))
    .meta({
      label: "payments:accounts.fields.accountNumber",
      description:
        "Digits only; each bank's own length applies (BCA 10, Mandiri 13, BRI 15…). Unique per bank.",
    }),
  accountHolder: requiredText("payments:accounts.fields.accountHolder", 100).meta({
    description: "The name on the account, as the bank shows it to a customer who transfers.",
  }),
  branch: optionalText("payments:accounts.fields.branch", 100).default(null),
  logoUrl: z.union([z.string(), z.null()]).default(null).meta({
    label: "payments:fields.logo",
    description: "Logo image URL (an upload); null: the console shows the bank's code.",
  }),
  isActive: flag("payments:fields.isActive").default(true),
});

/** The account number must fit its bank (said as soon as both are valid, whatever else is missing). */
const bankRules = (record: { bankCode?: string; accountNumber?: string }, ctx: z.RefinementCtx) => {
  if (!record.bankCode || !record.accountNumber) return;
  const found = accountNumberProblem(record.bankCode, record.accountNumber);
  if (!found) return;
  // Digits only and 6 to 20 of them are the field's own rules: here, its bank's length.
  if (found.problem === "length" && found.bank)
    fieldIssue(
      ctx,
      "accountNumber",
      found.min === found.max
        ? "payments:accounts.validation.numberLengthExact"
        : "payments:accounts.validation.numberLengthRange",
      { bank: found.bank, min: found.min, max: found.max },
    );
};
const bankRulesWhen = {
  when: ({ issues }: { issues: readonly { path?: PropertyKey[] }[] }) =>
    !issues.some((issue) => ["bankCode", "accountNumber"].includes(String(issue.path?.[0]))),
};

/** The form's record: the fields and the rule across them. */
export const paymentAccountForm = paymentAccountFields.superRefine(bankRules, bankRulesWhen);

export const paymentAccountCreate = paymentAccountFields.meta({ id: "PaymentAccountCreate" });
export const paymentAccountUpdate = patchOf(paymentAccountFields).meta({
  id: "PaymentAccountUpdate",
});
/** The whole record after a create or a merged PATCH, with the bank's name the server fills in. */
export const paymentAccountWrite = paymentAccountFields
  .extend({ bankName: z.string() })
  .superRefine(bankRules, bankRulesWhen);

/** A payment account as stored and answered. */
export const paymentAccount = archivableRecord(paymentAccountFields, {
  paymentAccountId: id(),
  bankName: z.string().meta({ description: "The bank's name (from its code; read-only)." }),
}).meta({ id: "PaymentAccount" });

/** Fills in what the server derives from the bank code. */
export const withBankName = <T extends { bankCode?: unknown }>(record: T) => ({
  ...record,
  bankName: bankOf(String(record.bankCode ?? ""))?.name ?? "",
});

export type PaymentAccount = z.infer<typeof paymentAccount>;
export type PaymentAccountFormValues = z.input<typeof paymentAccountCreate>;
