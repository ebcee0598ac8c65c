/** Payment channels (`/payment-channels`): how customers can pay, in the order they see them. */
import {
  archiveFields,
  flag,
  id,
  integer,
  optionalText,
  patchOf,
  position,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";
import {
  AMOUNT_MAX,
  CHANNEL_CODE_PATTERN,
  CHANNEL_TYPES,
  FEE_LIMITS,
  needsPaymentAccount,
} from "./payment-rules";

const rupiah = (label: string, max: number) =>
  integer(label, { min: 0, max }).meta({ description: `${label} in whole rupiah.` });

/** What a client writes. */
export const paymentChannelFields = z.object({
  channelName: requiredText("Channel name", 100).meta({
    description: "The name customers see (`BCA Virtual Account`).",
  }),
  channelCode: z
    .string({ error: () => "Channel code is required." })
    .trim()
    .toUpperCase()
    .min(1, "Channel code is required.")
    .regex(
      CHANNEL_CODE_PATTERN,
      "A channel code has 2 to 30 capital letters, digits or underscores, starting with a letter.",
    )
    .meta({ description: "Unique; upper-case letters, digits and `_` (`BCA_VA`)." }),
  channelType: z
    .enum(CHANNEL_TYPES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? "Channel type is required."
          : `Choose one of: ${CHANNEL_TYPES.join(", ")}.`,
    })
    .meta({ description: "How the customer pays." }),
  provider: requiredText("Provider", 60).meta({
    description:
      "Who processes the payments (`Midtrans`, `Xendit`; `Internal` for the company's own).",
  }),
  feeFixed: rupiah("Fixed fee", FEE_LIMITS.fixedMax).default(0),
  feePercent: z
    .number({ error: () => "Percentage fee must be a number." })
    .min(0, "Percentage fee must be a number of 0 or more.")
    .max(FEE_LIMITS.percentMax, `Percentage fee is at most ${FEE_LIMITS.percentMax}%.`)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      "Percentage fee has at most two decimals.",
    )
    .default(0)
    .meta({
      description: "Percentage of the amount (0–10, two decimals); added to the fixed fee.",
    }),
  minAmount: rupiah("Minimum amount", AMOUNT_MAX).default(0),
  maxAmount: z
    .union([rupiah("Maximum amount", AMOUNT_MAX), z.null()])
    .default(null)
    .meta({ description: "Largest amount in whole rupiah; null: no upper limit." }),
  paymentAccountId: z.union([z.string(), z.null()]).default(null).meta({
    description:
      "The payment account a MANUAL_TRANSFER goes to (required for it, null for other types).",
  }),
  logoUrl: z
    .union([z.string(), z.null()])
    .default("")
    .meta({ description: "Logo image URL (an upload)." }),
  instructions: optionalText("Customer instructions", 5000)
    .default("")
    .meta({ description: "How to pay, shown to the customer; one step per line." }),
  order: integer("Order", { min: 1, max: 9999 })
    .optional()
    .meta({ description: "Position customers see (1 first); left out on a create: last." }),
  isActive: flag("Active").default(true),
});

/** Rules across fields, checked on the whole record (a create, or a PATCH merged with the record). */
const channelRules = (
  record: {
    channelType?: string;
    minAmount?: number;
    maxAmount?: number | null;
    paymentAccountId?: string | null;
  },
  ctx: z.RefinementCtx,
) => {
  const { minAmount = 0, maxAmount = null } = record;
  if (maxAmount !== null && maxAmount < minAmount)
    ctx.addIssue({
      code: "custom",
      path: ["maxAmount"],
      message: "Maximum amount must be at least the minimum amount.",
    });
  if (needsPaymentAccount(record.channelType)) {
    if (!record.paymentAccountId)
      ctx.addIssue({
        code: "custom",
        path: ["paymentAccountId"],
        message: "A manual transfer needs the payment account it goes to.",
      });
  } else if (record.paymentAccountId)
    ctx.addIssue({
      code: "custom",
      path: ["paymentAccountId"],
      message: "Only a manual transfer goes to a payment account.",
    });
};

export const paymentChannelCreate = paymentChannelFields.meta({ id: "PaymentChannelCreate" });
export const paymentChannelUpdate = patchOf(paymentChannelFields).meta({
  id: "PaymentChannelUpdate",
});
export const paymentChannelWrite = paymentChannelFields.superRefine(channelRules);

/** The payment account of a manual transfer as a channel shows it. */
export const channelAccount = z
  .object({
    paymentAccountId: id(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountHolder: z.string(),
    isActive: z.boolean(),
    isArchived: z.boolean(),
  })
  .meta({ id: "PaymentChannelAccount" });

/** A payment channel as stored. */
export const paymentChannelRecord = paymentChannelFields.extend({
  paymentChannelId: id(),
  order: position("Order"),
  ...archiveFields,
  ...timestamps,
});

/** A payment channel as the API answers it. */
export const paymentChannel = paymentChannelRecord
  .extend({
    paymentAccount: z
      .union([channelAccount, z.null()])
      .meta({ description: "The account of a manual transfer (read-only); null for other types." }),
  })
  .meta({ id: "PaymentChannel" });

/** `PATCH /payment-channels/reorder`: every channel not archived, in the order customers see. */
export const paymentChannelReorder = z
  .object({
    paymentChannelIds: z
      .array(z.string().min(1), { error: () => "Payment channels are required." })
      .min(1, "Payment channels are required.")
      .meta({ description: "Every channel that is not archived, once, in the new order." }),
  })
  .meta({ id: "PaymentChannelReorder" });
export const paymentChannelReorderResult = z
  .object({ results: z.array(paymentChannel) })
  .meta({ id: "PaymentChannelReorderResult", description: "The channels in their new order." });

export type PaymentChannel = z.infer<typeof paymentChannel>;
export type PaymentChannelRecord = z.infer<typeof paymentChannelRecord>;
export type PaymentChannelFormValues = z.input<typeof paymentChannelCreate>;
export type PaymentChannelReorder = z.infer<typeof paymentChannelReorder>;
