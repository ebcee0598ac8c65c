import { addBadge } from "@/mocks/handlers/sidebar";
import { z } from "@/contract/common";
import {
  codeGenerated,
  codeGenerateRequest,
  codePreview,
  codePreviewRequest,
  voucher,
  voucherCreate,
  voucherUpdate,
  voucherWrite,
  type VoucherRecord,
} from "../schema/voucher";
import {
  codeCapacity,
  freeCodes,
  GENERATE_CHUNK,
  EXPIRY_WARNING_DAYS,
  FEW_USES_LEFT_PERCENT,
  generateCodes,
  isVoucherAttention,
  PREVIEW_SIZE,
  VOUCHER_ATTENTION,
  VOUCHER_STATUSES,
  type VoucherStatus,
} from "../schema/voucher-rules";
import type { AnyRecord } from "@/mocks/db/collection";
import { formatNumber } from "@/lib/format";
import { db } from "@/mocks/db";
import { registerChangeLogNames } from "@/mocks/lib/change-log-fields";
import { recordOr404, resource } from "@/mocks/lib/crud";
import { conflict, invalid, Reply, route } from "@/mocks/lib/route";
import type { Errors } from "@/mocks/lib/validate";
import {
  addCodes,
  needsAttention,
  prefixOf,
  statusOf,
  takenCodes,
  usageOf,
  type CodeBatch,
} from "./vouchers.codes";
import { say } from "@/mocks/lib/readers";

/** `status=ACTIVE&status=SCHEDULED`: the statuses a list asks for (none = every status). */
const wantedStatuses = (query: URLSearchParams) =>
  new Set(
    query
      .getAll("status")
      .filter((value): value is VoucherStatus =>
        (VOUCHER_STATUSES as readonly string[]).includes(value),
      ),
  );

/** Clears what the discount type and scope do not use, so a stored voucher never carries stale values. */
function prepare(record: AnyRecord): AnyRecord {
  const next = { ...record };
  if (next.discountType === "FREE_SHIPPING") next.discountValue = 0;
  if (next.discountType !== "PERCENTAGE") next.maxDiscount = null;
  if (next.appliesTo !== "PRODUCT_TYPES") next.productTypes = [];
  if (next.appliesTo !== "PRODUCTS") next.productIds = [];
  return next;
}

function validate(record: VoucherRecord, existing: VoucherRecord | undefined): Errors {
  const errors: Errors = {};
  const brand = db.brands.get(record.brandId);
  if (!brand) errors.brandId = say("promotions:api.brandMissing");
  else if (brand.isArchived && record.brandId !== existing?.brandId)
    errors.brandId = say("promotions:api.brandArchived");
  const usage = existing ? usageOf(existing.voucherId) : undefined;
  if (existing && usage && usage.codeCount > 0 && record.brandId !== existing.brandId)
    errors.brandId = say("promotions:api.brandFixed");
  if (usage && record.quota !== null && record.quota < usage.used)
    errors.quota = say("promotions:api.quotaBelowUsed", { used: usage.used });
  const missing = record.productIds.filter((productId) => {
    const product = db.products.get(productId);
    return !product || product.brandId !== record.brandId;
  });
  if (missing.length)
    errors.productIds =
      missing.length === 1
        ? say("promotions:api.productNotOfBrand")
        : say("promotions:api.productsNotOfBrand", { count: missing.length });
  return errors;
}

// ------------------------------------------------------------------ codes

const idParam = { id: { from: "/vouchers", field: "voucherId" } };

const loadVoucher = (id: string) =>
  recordOr404(db.vouchers, id, say("promotions:api.voucherNotFound"));

/** Refuses a batch that does not fit the free space of its shape, with the sentence on `count`. */
function checkRoom(voucher: VoucherRecord, shape: CodeBatch) {
  const available = freeCodes({
    prefix: prefixOf(voucher),
    charset: shape.charset,
    length: shape.suffixLength,
    taken: takenCodes(),
  });
  if (shape.count > available)
    throw invalid({
      count: say("promotions:api.noRoomForCodes", {
        available: formatNumber(available),
        length: shape.suffixLength,
        prefix: prefixOf(voucher),
      }),
    });
  return available;
}

/** Codes are generated for a voucher that can still be used (not archived, not expired). */
function checkGeneratable(voucher: VoucherRecord) {
  if (voucher.isArchived)
    throw conflict(say("promotions:api.voucherArchivedNoCodes", { name: voucher.voucherName }));
  if (statusOf(voucher) === "EXPIRED")
    throw conflict(say("promotions:api.voucherExpiredNoCodes", { name: voucher.voucherName }));
}

const preview = route({
  method: "post",
  path: "/vouchers/:id/codes/preview",
  area: "VOUCHER",
  action: "generate",
  summary: "A few codes of the shape (nothing stored) and how many more fit",
  body: codePreviewRequest,
  response: codePreview,
  params: idParam,
  errors: [404, 409, 422],
  handler: (ctx) => {
    const found = loadVoucher(ctx.params.id!);
    checkGeneratable(found);
    const available = checkRoom(found, ctx.data);
    const prefix = prefixOf(found);
    // Drawn against a copy of the index: the preview never reserves its codes.
    const codes = generateCodes({
      prefix,
      charset: ctx.data.charset,
      length: ctx.data.suffixLength,
      count: Math.min(PREVIEW_SIZE, ctx.data.count),
      taken: new Set(takenCodes()),
    });
    return {
      prefix,
      codes,
      capacity: codeCapacity(ctx.data.charset, ctx.data.suffixLength),
      available,
    };
  },
});

const generate = route({
  method: "post",
  path: "/vouchers/:id/codes/generate",
  area: "VOUCHER",
  action: "generate",
  summary: `Generate up to ${GENERATE_CHUNK} codes of a batch (send the batchId of the first answer with the next chunks)`,
  body: codeGenerateRequest,
  response: codeGenerated,
  status: 201,
  params: idParam,
  errors: [404, 409, 422],
  handler: (ctx) => {
    const found = loadVoucher(ctx.params.id!);
    checkGeneratable(found);
    checkRoom(found, ctx.data);
    const { batchId, codes } = addCodes(found, ctx.data);
    const batchTotal = db.voucherCodes.filter((row) => row.batchId === batchId).length;
    return new Reply({ batchId, codes, batchTotal }, 201);
  },
});

// A dot while a running voucher ends within 7 days: the vouchers the list's "Ending within 7 days"
// filter and the dashboard count (a used-up voucher is not running).
addBadge("vouchers", () => db.vouchers.all().some((v) => needsAttention(v, "expiringSoon")));

export const handlers = resource<VoucherRecord>({
  path: "/vouchers",
  collection: db.vouchers,
  area: "VOUCHER",
  entity: "voucher",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  labelField: "voucherName",
  schemas: { create: voucherCreate, update: voucherUpdate, write: voucherWrite, answer: voucher },
  // The status and the attention follow from the dates and usage, so their filters are applied
  // here, not on stored fields. An attention the server does not know matches no voucher.
  scope: (row, ctx) => {
    const wanted = wantedStatuses(ctx.query);
    if (wanted.size > 0 && !wanted.has(statusOf(row))) return false;
    const attention = ctx.query.get("attention");
    return attention === null || (isVoucherAttention(attention) && needsAttention(row, attention));
  },
  listFilters: {
    attention: z
      .enum(VOUCHER_ATTENTION)
      .optional()
      .meta({
        description:
          `Needs attention. expiringSoon: running (ACTIVE) and ends within the next ${EXPIRY_WARNING_DAYS} days. ` +
          `fewUsesLeft: running (ACTIVE) with a total of uses, of which less than ${FEW_USES_LEFT_PERCENT} % ` +
          "is left (neither used nor handed out); a voucher without a limit never is.",
      }),
  },
  prepare,
  validate,
  beforeDelete: (existing) => {
    if (usageOf(existing.voucherId).codeCount > 0)
      throw conflict(say("promotions:api.voucherHasCodes", { name: existing.voucherName }));
  },
  present: (row) => {
    const usage = usageOf(row.voucherId);
    return {
      ...row,
      brandName: db.brands.get(row.brandId)?.brandName ?? "",
      codePrefix: prefixOf(row),
      status: statusOf(row),
      used: usage.used,
      issued: usage.issued,
      codeCount: usage.codeCount,
    };
  },
  extra: [preview, generate],
});

// A voucher's change log names its products and its brand, not their ids.
registerChangeLogNames("voucher", (field, id) =>
  field === "productIds"
    ? db.products.get(id)?.productName
    : field === "companyBrandId" || field === "brandId"
      ? db.brands.get(id)?.brandName
      : undefined,
);
