/**
 * Vouchers (`/vouchers`): discounts a brand hands out as codes. A voucher's codes are the brand's fixed
 * four-letter code (spec 9) plus a generated suffix; its status follows from its dates and usage.
 */
import {
  BATCH_ID_PATTERN,
  CODE_CHARSET_NAMES,
  CODE_STATES,
  DISCOUNT_TYPES,
  GENERATE_CHUNK,
  MAX_BATCH,
  MAX_PERCENT,
  MAX_SUFFIX_LENGTH,
  MAX_TOTAL_USES,
  MAX_USES_PER_CUSTOMER,
  MIN_SUFFIX_LENGTH,
  STORED_CODE_STATES,
  VOUCHER_CHANNELS,
  VOUCHER_SCOPES,
  VOUCHER_STATUSES,
} from "./voucher-rules";
import {
  archivableRecord,
  count,
  decimal,
  fieldIssue,
  flag,
  id,
  integer,
  MAX_RUPIAH,
  message,
  money,
  oneOf,
  optionalText,
  patchOf,
  requiredMessage,
  requiredText,
  timestamp,
  timestamps,
  z,
} from "@/contract/common";
import { PRODUCT_TYPES } from "@/contract/rules";
import { dateTime, isRecord } from "./fields";

/** The labels the rules across fields name (the discount value is a percentage or an amount). */
const PERCENTAGE = "promotions:vouchers.fields.percentage";
const AMOUNT = "promotions:vouchers.fields.amount";

/** What a client writes. */
export const voucherFields = z.object({
  voucherName: requiredText("promotions:vouchers.fields.voucherName", 100),
  brandId: z
    .string({ error: () => requiredMessage("promotions:vouchers.fields.brand") })
    .min(1, requiredMessage("promotions:vouchers.fields.brand"))
    .meta({
      label: "promotions:vouchers.fields.brand",
      description:
        "The brand; its four-letter brandCode is the prefix of every code of the voucher.",
    }),
  description: optionalText("promotions:vouchers.fields.description", 1000).default(null),
  discountType: oneOf("promotions:vouchers.fields.discountType", DISCOUNT_TYPES),
  // Either bound of the type applies across fields (voucherRules); no amount passes MAX_RUPIAH.
  discountValue: decimal("promotions:vouchers.fields.discountValue", { min: 0, max: MAX_RUPIAH })
    .default(0)
    .meta({
      description: `PERCENTAGE: 1–${MAX_PERCENT} (per cent). FIXED: whole rupiah, at least 1. FREE_SHIPPING: 0 (ignored).`,
    }),
  // A cap of Rp 0 would make the voucher worthless: no cap is null.
  maxDiscount: money("promotions:vouchers.fields.maxDiscount", { min: 1 })
    .nullable()
    .default(null)
    .meta({ description: "PERCENTAGE only: the cap in rupiah; null = no cap." }),
  // A minimum of Rp 0 is no minimum: none is null (one way to say it); no order passes MAX_RUPIAH.
  minPurchase: money("promotions:vouchers.fields.minPurchase", { min: 1 })
    .nullable()
    .default(null)
    .meta({ description: "Minimum order total in rupiah; null = no minimum." }),
  appliesTo: oneOf("promotions:vouchers.fields.appliesTo", VOUCHER_SCOPES).default("ORDER").meta({
    description: "ORDER: the whole order; PRODUCT_TYPES: productTypes; PRODUCTS: productIds.",
  }),
  productTypes: z
    .array(oneOf("promotions:vouchers.fields.productType", PRODUCT_TYPES))
    .default([])
    .meta({ label: "promotions:vouchers.fields.productTypes" }),
  productIds: z.array(z.string()).default([]).meta({
    label: "promotions:vouchers.fields.productIds",
    description: "PRODUCTS only: products of the voucher's brand.",
  }),
  quota: integer("promotions:vouchers.fields.quota", { min: 1, max: MAX_TOTAL_USES })
    .nullable()
    .default(null)
    .meta({ description: "Total uses allowed across customers; null = no limit." }),
  perCustomerLimit: integer("promotions:vouchers.fields.perCustomerLimit", {
    min: 1,
    max: MAX_USES_PER_CUSTOMER,
  }).default(1),
  startAt: dateTime("promotions:vouchers.fields.startAt"),
  endAt: dateTime("promotions:vouchers.fields.endAt"),
  channels: z
    .array(oneOf("promotions:vouchers.fields.channel", VOUCHER_CHANNELS), {
      error: () => message("promotions:vouchers.validation.channelsList"),
    })
    .min(1, message("promotions:vouchers.validation.channels"))
    .default(["ONLINE", "IN_STORE"])
    .meta({
      label: "promotions:vouchers.fields.channels",
      description: "Where it can be used: ONLINE (app and web), IN_STORE (at the till).",
    }),
  isActive: flag("promotions:vouchers.fields.isActive").default(true),
});

type VoucherWrite = z.output<typeof voucherFields>;

const isNumber = (value: unknown): value is number => typeof value === "number";

/**
 * The rules across fields (the server checks the whole record after merging a PATCH). They run even
 * when another field is refused (a form says every broken rule at once, a 150 % discount before a
 * brand is chosen), so each reads only fields that hold a value of their type.
 */
function voucherRules(voucher: VoucherWrite, ctx: z.RefinementCtx) {
  const { discountType, discountValue: value, minPurchase, quota, perCustomerLimit } = voucher;
  if (discountType === "PERCENTAGE" && isNumber(value)) {
    if (value < 1)
      fieldIssue(ctx, "discountValue", "validation.min", { field: PERCENTAGE, min: 1 });
    else if (value > MAX_PERCENT)
      fieldIssue(ctx, "discountValue", "validation.max", { field: PERCENTAGE, max: MAX_PERCENT });
  }
  if (discountType === "FIXED" && isNumber(value)) {
    if (!Number.isInteger(value))
      fieldIssue(ctx, "discountValue", "validation.type.wholeNumber", { field: AMOUNT });
    else if (value < 1)
      fieldIssue(ctx, "discountValue", "validation.min", { field: AMOUNT, min: 1, kind: "money" });
    else if (isNumber(minPurchase) && value > minPurchase)
      fieldIssue(ctx, "discountValue", "promotions:vouchers.validation.fixedOverMinimum");
  }
  if (voucher.appliesTo === "PRODUCT_TYPES" && voucher.productTypes?.length === 0)
    fieldIssue(ctx, "productTypes", "promotions:vouchers.validation.productTypes");
  if (voucher.appliesTo === "PRODUCTS" && voucher.productIds?.length === 0)
    fieldIssue(ctx, "productIds", "promotions:vouchers.validation.productIds");
  if (isNumber(quota) && isNumber(perCustomerLimit) && perCustomerLimit > quota)
    fieldIssue(ctx, "perCustomerLimit", "promotions:vouchers.validation.perCustomerOverQuota");
  const start = Date.parse(voucher.startAt);
  const end = Date.parse(voucher.endAt);
  if (end <= start) fieldIssue(ctx, "endAt", "promotions:vouchers.validation.endAfterStart");
}

/** A voucher as a create or update leaves it. */
export const voucherWrite = voucherFields.superRefine(voucherRules, { when: isRecord });
export const voucherCreate = voucherWrite.meta({ id: "VoucherCreate" });
export const voucherUpdate = patchOf(voucherFields).meta({ id: "VoucherUpdate" });

/** A voucher as stored. */
export const voucherRecord = archivableRecord(voucherFields, { voucherId: id() });

/** A voucher as the API answers it. */
export const voucher = voucherRecord
  .extend({
    brandName: z.string().meta({ description: "Name of the voucher's brand." }),
    codePrefix: z
      .string()
      .meta({ description: "The brand's four-letter code: every code's prefix." }),
    status: z.enum(VOUCHER_STATUSES).meta({
      description:
        "One status, the first that holds: ARCHIVED when archived, EXPIRED after endAt, INACTIVE when isActive is false, SCHEDULED before startAt, USED_UP when used reaches quota, else ACTIVE. Filter with status=.",
    }),
    used: count("Codes used in a transaction."),
    issued: count("Codes handed to a customer and not used yet."),
    codeCount: count("Codes generated so far."),
  })
  .meta({ id: "Voucher" });

// ------------------------------------------------------------------ codes

/** One code of a voucher as stored. */
export const voucherCodeRecord = z.object({
  codeId: id(),
  voucherId: id(),
  code: z.string().meta({ description: "Brand prefix + suffix; unique across every voucher." }),
  state: z.enum(STORED_CODE_STATES),
  batchId: z.string().meta({ description: "The generation batch it came from." }),
  customerId: z.union([z.string(), z.null()]).meta({ description: "ISSUED/USED: the customer." }),
  customerName: z.union([z.string(), z.null()]),
  transactionId: z.union([z.string(), z.null()]).meta({ description: "USED: the transaction." }),
  transactionCode: z.union([z.string(), z.null()]),
  issuedAt: z.union([timestamp(), z.null()]),
  usedAt: z.union([timestamp(), z.null()]),
  ...timestamps,
});

/** A code as the API answers it: EXPIRED when the voucher has ended and the code was not used. */
export const voucherCode = voucherCodeRecord
  .extend({ state: z.enum(CODE_STATES) })
  .meta({ id: "VoucherCode" });

/** One generation batch of a voucher's codes (the voucher's page offers each for download again). */
export const voucherCodeBatch = z
  .object({
    batchId: z.string(),
    count: z.number().int().min(1).meta({ description: "The codes the batch made." }),
    createdAt: timestamp("When the batch was made."),
  })
  .meta({ id: "VoucherCodeBatch" });
export type VoucherCodeBatch = z.infer<typeof voucherCodeBatch>;

/** How a batch of codes is shaped. */
export const codeShape = z.object({
  count: integer("promotions:vouchers.generate.count", { min: 1, max: MAX_BATCH }),
  suffixLength: integer("promotions:vouchers.generate.suffixLength", {
    min: MIN_SUFFIX_LENGTH,
    max: MAX_SUFFIX_LENGTH,
  }),
  charset: oneOf("promotions:vouchers.fields.charset", CODE_CHARSET_NAMES),
});

/** What the generate page checks before it sends a batch (the voucher goes in the path). */
export const codeBatchForm = codeShape.extend({
  voucherId: z
    .string({ error: () => requiredMessage("promotions:vouchers.generate.voucher") })
    .min(1, requiredMessage("promotions:vouchers.generate.voucher"))
    .meta({ label: "promotions:vouchers.generate.voucher" }),
});

/** `POST /vouchers/{id}/codes/preview`: a few codes of the shape, nothing stored. */
export const codePreviewRequest = codeShape.meta({ id: "VoucherCodePreviewRequest" });
export const codePreview = z
  .object({
    prefix: z.string(),
    codes: z.array(z.string()),
    capacity: z.number().int().meta({ description: "Suffixes the shape allows in all." }),
    available: z.number().int().meta({ description: "Of those, not taken by any voucher yet." }),
  })
  .meta({ id: "VoucherCodePreview" });

/** `POST /vouchers/{id}/codes/generate`: one chunk of a batch (the page sends chunks and shows progress). */
export const codeGenerateRequest = codeShape
  .extend({
    // The page sends a batch in parts, so one request stays quick.
    count: integer("promotions:vouchers.generate.count", { min: 1, max: GENERATE_CHUNK }).meta({
      description: `Codes of this chunk: at most ${GENERATE_CHUNK} per request (the page sends a batch in parts).`,
    }),
    batchId: z
      .string()
      .regex(BATCH_ID_PATTERN, message("promotions:vouchers.validation.batchId"))
      .optional()
      .meta({
        label: "promotions:vouchers.generate.batch",
        description: "Continue this batch (the answer of the first chunk names it).",
      }),
  })
  .meta({ id: "VoucherCodeGenerateRequest" });
export const codeGenerated = z
  .object({
    batchId: z.string(),
    codes: z.array(z.string()),
    batchTotal: z.number().int().meta({ description: "Codes in the batch so far." }),
  })
  .meta({ id: "VoucherCodesGenerated" });

export type Voucher = z.infer<typeof voucher>;
export type VoucherRecord = z.infer<typeof voucherRecord>;
export type VoucherFormValues = z.input<typeof voucherCreate>;
export type VoucherCodeRecord = z.infer<typeof voucherCodeRecord>;
export type VoucherCode = z.infer<typeof voucherCode>;
export type CodeShape = z.infer<typeof codeShape>;
export type CodeBatchValues = z.infer<typeof codeBatchForm>;
export type CodePreview = z.infer<typeof codePreview>;
export type CodeGenerated = z.infer<typeof codeGenerated>;
