/** Payment channels (`/payment-channels`): how customers can pay, in the order they see them. */
import {
  archivableRecord,
  code,
  decimal,
  fieldIssue,
  flag,
  id,
  inNewOrder,
  message,
  money,
  oneOf,
  optionalText,
  patchOf,
  position,
  reorderBody,
  requiredText,
  z,
} from "@/contract/common";
import {
  CHANNEL_CODE_PATTERN,
  CHANNEL_TYPES,
  FEE_LIMITS,
  needsPaymentAccount,
} from "./payment-rules";

/** What a client writes. */
export const paymentChannelFields = z.object({
  channelName: requiredText("payments:channels.fields.channelName", 100).meta({
    description: "The name customers see (`BCA Virtual Account`).",
  }),
  channelCode: code(
    "payments:channels.fields.channelCode",
    CHANNEL_CODE_PATTERN,
    message("payments:channels.validation.code"),
    "Unique; upper-case letters, digits and `_` (`BCA_VA`).",
  ),
  channelType: oneOf("payments:channels.labels.channelType", CHANNEL_TYPES).meta({
    description: "How the customer pays.",
  }),
  provider: requiredText("payments:channels.fields.provider", 60).meta({
    description:
      "Who processes the payments (`Midtrans`, `Xendit`; `Internal` for the company's own).",
  }),
  // Bounds: FEE_LIMITS.fixedMax (no provider charges near Rp 1.000.000 a payment).
  feeFixed: money("payments:channels.fields.feeFixed", { max: FEE_LIMITS.fixedMax })
    .default(0)
    .meta({ description: "Fixed fee per payment, in whole rupiah; added to the percentage." }),
  // Bounds: FEE_LIMITS.percentMax (no Indonesian method charges more than a few percent).
  feePercent: decimal("payments:channels.fields.feePercent", {
    min: 0,
    max: FEE_LIMITS.percentMax,
  })
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      message("payments:channels.validation.feePercentDecimals"),
    )
    .default(0)
    .meta({
      description: "Percentage of the amount (0–10, two decimals); added to the fixed fee.",
    }),
  // Amounts up to MAX_RUPIAH: no eyewear order comes near a thousand million rupiah.
  minAmount: money("payments:channels.fields.minAmount")
    .default(0)
    .meta({ description: "Smallest amount the channel accepts, in whole rupiah." }),
  maxAmount: money("payments:channels.fields.maxAmount")
    .nullable()
    .default(null)
    .meta({ description: "Largest amount in whole rupiah; null: no upper limit." }),
  paymentAccountId: z.union([z.string(), z.null()]).default(null).meta({
    label: "payments:channels.fields.paymentAccount",
    description:
      "The payment account a MANUAL_TRANSFER goes to (required for it, null for other types).",
  }),
  logoUrl: z
    .union([z.string(), z.null()])
    .default(null)
    .meta({ label: "payments:fields.logo", description: "Logo image URL (an upload)." }),
  instructions: optionalText("payments:channels.fields.instructions", 5000)
    .default(null)
    .meta({ description: "How to pay, shown to the customer; one step per line." }),
  order: position("payments:channels.fields.order")
    .optional()
    .meta({ description: "Position customers see (1 first); left out on a create: last." }),
  isActive: flag("payments:fields.isActive").default(true),
});

/**
 * Rules across fields, checked on the whole record (a create, or a PATCH merged with the record); each
 * said as soon as the fields it reads are valid, whatever else is still missing.
 */
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
  if (typeof maxAmount === "number" && typeof minAmount === "number" && maxAmount < minAmount)
    fieldIssue(ctx, "maxAmount", "payments:channels.validation.maxAmount");
  if (!record.channelType) return;
  if (needsPaymentAccount(record.channelType)) {
    if (!record.paymentAccountId)
      fieldIssue(ctx, "paymentAccountId", "payments:channels.validation.accountRequired");
  } else if (record.paymentAccountId)
    fieldIssue(ctx, "paymentAccountId", "payments:channels.validation.accountNotManual");
};
const READ_BY_RULES = ["channelType", "minAmount", "maxAmount", "paymentAccountId"];

export const paymentChannelCreate = paymentChannelFields.meta({ id: "PaymentChannelCreate" });
export const paymentChannelUpdate = patchOf(paymentChannelFields).meta({
  id: "PaymentChannelUpdate",
});
/** The whole record with its rules across fields: the server's check and the form's. */
export const paymentChannelWrite = paymentChannelFields.superRefine(channelRules, {
  when: ({ issues }) => !issues.some((issue) => READ_BY_RULES.includes(String(issue.path?.[0]))),
});

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
export const paymentChannelRecord = archivableRecord(paymentChannelFields, {
  paymentChannelId: id(),
  order: position("payments:channels.fields.order"),
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
export const paymentChannelReorder = reorderBody(
  "PaymentChannelReorder",
  "paymentChannelIds",
  "payments:channels.validation.reorderRequired",
  { description: "Every channel that is not archived, once, in the new order." },
);
export const paymentChannelReorderResult = inNewOrder(
  paymentChannel,
  "PaymentChannelReorderResult",
  "The channels in their new order.",
);

export type PaymentChannel = z.infer<typeof paymentChannel>;
export type PaymentChannelRecord = z.infer<typeof paymentChannelRecord>;
export type PaymentChannelFormValues = z.input<typeof paymentChannelCreate>;
export type PaymentChannelReorder = z.infer<typeof paymentChannelReorder>;
