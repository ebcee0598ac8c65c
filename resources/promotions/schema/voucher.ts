/**
 * Vouchers (`/vouchers`): discounts a brand hands out as codes. A voucher's codes are the brand's fixed
 * four-letter code (spec 9) plus a generated suffix; its status follows from its dates and usage.
 */
import {
  CODE_CHARSET_NAMES,
  CODE_STATES,
  DISCOUNT_TYPES,
  MAX_BATCH,
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
  archiveFields,
  count,
  flag,
  id,
  integer,
  nonNegative,
  oneOf,
  optionalText,
  patchOf,
  requiredText,
  timestamp,
  timestamps,
  z,
} from "@/contract/common";
import { PRODUCT_TYPES } from "@/contract/rules";

const when = (label: string) =>
  z
    .string({ error: () => `${label} is required.` })
    .min(1, `${label} is required.`)
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a date and time.` }));

/** What a client writes. */
export const voucherFields = z.object({
  voucherName: requiredText("Voucher name", 100),
  brandId: z
    .string({ error: () => "Brand is required." })
    .min(1, "Brand is required.")
    .meta({
      description:
        "The brand; its four-letter brandCode is the prefix of every code of the voucher.",
    }),
  description: optionalText("Description", 1000).default(""),
  discountType: oneOf("Discount type", DISCOUNT_TYPES),
  discountValue: nonNegative("Discount value").default(0).meta({
    description: "PERCENTAGE: 1–100 (per cent). FIXED: rupiah. FREE_SHIPPING: 0 (ignored).",
  }),
  maxDiscount: z
    .union([nonNegative("Maximum discount"), z.null()])
    .default(null)
    .meta({ description: "PERCENTAGE only: the cap in rupiah; null = no cap." }),
  minPurchase: nonNegative("Minimum spend")
    .default(0)
    .meta({ description: "Minimum order total in rupiah; 0 = none." }),
  appliesTo: oneOf("Applies to", VOUCHER_SCOPES).default("ORDER").meta({
    description: "ORDER: the whole order; PRODUCT_TYPES: productTypes; PRODUCTS: productIds.",
  }),
  productTypes: z.array(oneOf("Product type", PRODUCT_TYPES)).default([]),
  productIds: z.array(z.string()).default([]).meta({
    description: "PRODUCTS only: products of the voucher's brand.",
  }),
  quota: z
    .union([integer("Total uses", { min: 1, max: MAX_TOTAL_USES }), z.null()])
    .default(null)
    .meta({ description: "Total uses allowed across customers; null = no limit." }),
  perCustomerLimit: integer("Uses per customer", { min: 1, max: MAX_USES_PER_CUSTOMER }).default(1),
  startAt: when("Start"),
  endAt: when("End"),
  channels: z
    .array(oneOf("Channel", VOUCHER_CHANNELS), { error: () => "Channels must be a list." })
    .default(["ONLINE", "IN_STORE"])
    .meta({ description: "Where it can be used: ONLINE (app and web), IN_STORE (at the till)." }),
  isActive: flag("Active").default(true),
});

type VoucherWrite = z.output<typeof voucherFields>;

/** The rules across fields (the server checks the whole record after merging a PATCH). */
function voucherRules(voucher: VoucherWrite, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (voucher.discountType === "PERCENTAGE") {
    if (voucher.discountValue < 1 || voucher.discountValue > 100)
      issue("discountValue", "A percentage discount is between 1 and 100.");
    if (voucher.maxDiscount !== null && voucher.maxDiscount < 1)
      issue("maxDiscount", "The cap is at least Rp1, or leave it empty for no cap.");
  }
  if (voucher.discountType === "FIXED") {
    if (voucher.discountValue < 1) issue("discountValue", "A fixed discount is at least Rp1.");
    else if (voucher.minPurchase > 0 && voucher.discountValue > voucher.minPurchase)
      issue("discountValue", "A fixed discount must not be more than the minimum spend.");
  }
  if (voucher.appliesTo === "PRODUCT_TYPES" && voucher.productTypes.length === 0)
    issue("productTypes", "Choose at least one product type.");
  if (voucher.appliesTo === "PRODUCTS" && voucher.productIds.length === 0)
    issue("productIds", "Choose at least one product.");
  if (voucher.quota !== null && voucher.perCustomerLimit > voucher.quota)
    issue("perCustomerLimit", "Uses per customer must not be more than the total uses.");
  if (voucher.channels.length === 0) issue("channels", "Choose at least one channel.");
  if (Date.parse(voucher.endAt) <= Date.parse(voucher.startAt))
    issue("endAt", "The end must be after the start.");
}

/** A voucher as a create or update leaves it. */
export const voucherWrite = voucherFields.superRefine(voucherRules);
export const voucherCreate = voucherWrite.meta({ id: "VoucherCreate" });
export const voucherUpdate = patchOf(voucherFields).meta({ id: "VoucherUpdate" });

/** A voucher as stored. */
export const voucherRecord = voucherFields.extend({
  voucherId: id(),
  ...archiveFields,
  ...timestamps,
});

/** A voucher as the API answers it. */
export const voucher = voucherRecord
  .extend({
    brandName: z.string().meta({ description: "Name of the voucher's brand." }),
    codePrefix: z
      .string()
      .meta({ description: "The brand's four-letter code: every code's prefix." }),
    status: z.enum(VOUCHER_STATUSES).meta({
      description:
        "From dates and usage: SCHEDULED before startAt, EXPIRED after endAt, USED_UP when used reaches quota, else ACTIVE. Filter with status=.",
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

/** How a batch of codes is shaped. */
export const codeShape = z.object({
  count: integer("How many", { min: 1, max: MAX_BATCH }),
  suffixLength: integer("Suffix length", { min: MIN_SUFFIX_LENGTH, max: MAX_SUFFIX_LENGTH }),
  charset: oneOf("Character set", CODE_CHARSET_NAMES),
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
    batchId: z
      .string()
      .optional()
      .meta({ description: "Continue this batch (the answer of the first chunk names it)." }),
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
export type CodePreview = z.infer<typeof codePreview>;
export type CodeGenerated = z.infer<typeof codeGenerated>;
