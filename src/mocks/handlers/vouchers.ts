import {
  voucher,
  voucherCreate,
  voucherUpdate,
  voucherWrite,
  type VoucherRecord,
} from "@/contract/voucher";
import { VOUCHER_STATUSES, type VoucherStatus } from "@/lib/vouchers/rules";
import type { AnyRecord } from "../db/collection";
import { db } from "../db";
import { resource } from "../lib/crud";
import { conflict } from "../lib/route";
import type { Errors } from "../lib/validate";
import { prefixOf, statusOf, usageOf } from "./vouchers.codes";

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
  if (!brand) errors.brandId = "This brand does not exist.";
  else if (brand.isArchived && record.brandId !== existing?.brandId)
    errors.brandId = "This brand is archived; choose an active brand.";
  const usage = existing ? usageOf(existing.voucherId) : undefined;
  if (existing && usage && usage.codeCount > 0 && record.brandId !== existing.brandId)
    errors.brandId =
      "The brand cannot change once codes exist: every code starts with the brand's code.";
  if (usage && record.quota !== null && record.quota < usage.used)
    errors.quota = `Total uses cannot be lower than the ${usage.used} uses already made.`;
  const missing = record.productIds.filter((productId) => {
    const product = db.products.get(productId);
    return !product || product.brandId !== record.brandId;
  });
  if (missing.length)
    errors.productIds =
      missing.length === 1
        ? "One chosen product does not exist or is not of the voucher's brand."
        : `${missing.length} chosen products do not exist or are not of the voucher's brand.`;
  return errors;
}

export const handlers = resource<VoucherRecord>({
  path: "/vouchers",
  collection: db.vouchers,
  area: "VOUCHER",
  entity: "voucher",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  labelField: "voucherName",
  schemas: { create: voucherCreate, update: voucherUpdate, write: voucherWrite, answer: voucher },
  // The status follows from the dates and usage, so its filter is applied here, not on stored fields.
  scope: (row, ctx) => {
    const wanted = wantedStatuses(ctx.query);
    return wanted.size === 0 || wanted.has(statusOf(row));
  },
  prepare,
  validate,
  beforeDelete: (existing) => {
    if (usageOf(existing.voucherId).codeCount > 0)
      throw conflict(
        `"${existing.voucherName}" has codes that customers may hold; archive it instead of deleting it.`,
      );
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
});
