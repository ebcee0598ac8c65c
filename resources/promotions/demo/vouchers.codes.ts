/**
 * Vouchers' codes in the demo API: the index that keeps codes unique across every voucher, batch
 * generation, and `issueVoucherCode` (the seam other areas call: a reward claim hands a customer a
 * code of the reward's voucher).
 */
import type { VoucherCodeRecord, VoucherRecord } from "../schema/voucher";
import {
  DEFAULT_SUFFIX_LENGTH,
  generateCodes,
  usesLeft,
  voucherNeedsAttention,
  voucherStatus,
  type CodeCharset,
  type HandOutRefusal,
  type VoucherAttention,
} from "../schema/voucher-rules";
import { formatDateTime, formatNumber } from "@/lib/format";
import { db } from "@/mocks/db";
import { recordOr404 } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { ApiError, conflict } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

// ------------------------------------------------------------------ the unique-code index

let taken: Set<string> | null = null;
let takenVersion = -1;

/** Every code of every voucher (rebuilt when the collection changed behind our back, e.g. a reset). */
export function takenCodes(): Set<string> {
  if (!taken || takenVersion !== db.voucherCodes.version) {
    taken = new Set(db.voucherCodes.all().map((row) => row.code));
    takenVersion = db.voucherCodes.version;
  }
  return taken;
}

// ------------------------------------------------------------------ usage per voucher

export interface VoucherUsage {
  codeCount: number;
  used: number;
  issued: number;
  /** Codes per customer (issued or used): the per-customer limit. */
  perCustomer: Map<string, number>;
}
let usage: Map<string, VoucherUsage> | null = null;
let usageVersion = -1;

const emptyUsage = (): VoucherUsage => ({
  codeCount: 0,
  used: 0,
  issued: 0,
  perCustomer: new Map(),
});

/** Codes, uses and issues of a voucher (cached per version of the codes collection). */
export function usageOf(voucherId: string): VoucherUsage {
  if (!usage || usageVersion !== db.voucherCodes.version) {
    usage = new Map();
    for (const row of db.voucherCodes.all()) {
      let entry = usage.get(row.voucherId);
      if (!entry) usage.set(row.voucherId, (entry = emptyUsage()));
      entry.codeCount++;
      if (row.state === "USED") entry.used++;
      if (row.state === "ISSUED") entry.issued++;
      if (row.customerId)
        entry.perCustomer.set(row.customerId, (entry.perCustomer.get(row.customerId) ?? 0) + 1);
    }
    usageVersion = db.voucherCodes.version;
  }
  return usage.get(voucherId) ?? emptyUsage();
}

export const statusOf = (voucher: VoucherRecord, now = Date.now()) =>
  voucherStatus(
    {
      startAt: voucher.startAt,
      endAt: voucher.endAt,
      quota: voucher.quota,
      used: usageOf(voucher.voucherId).used,
      isActive: voucher.isActive,
      isArchived: voucher.isArchived,
    },
    now,
  );

/** Whether the voucher needs the attention `kind` (the list's `attention=` filter). */
export const needsAttention = (
  voucher: VoucherRecord,
  kind: VoucherAttention,
  now = Date.now(),
) => {
  const { used, issued } = usageOf(voucher.voucherId);
  return voucherNeedsAttention(kind, { ...voucher, used, issued }, now);
};

/**
 * The uses the voucher has left to hand out (total uses less those used or handed out); null when it
 * has no limit, undefined when there is no such voucher.
 */
export function voucherUsesLeft(voucherId: string): number | null | undefined {
  const voucher = db.vouchers.get(voucherId);
  if (!voucher) return undefined;
  const { used, issued } = usageOf(voucherId);
  return usesLeft({ quota: voucher.quota, used, issued });
}

export const prefixOf = (voucher: Pick<VoucherRecord, "brandId">) =>
  db.brands.get(voucher.brandId)?.brandCode ?? "";

// ------------------------------------------------------------------ generation

export interface CodeBatch {
  charset: CodeCharset;
  suffixLength: number;
  count: number;
  batchId?: string;
}

/** Stores `count` new codes of a voucher; refuses (409) a voucher that cannot get codes. */
export function addCodes(
  voucher: VoucherRecord,
  batch: CodeBatch,
): { batchId: string; codes: string[] } {
  const prefix = prefixOf(voucher);
  if (!prefix) throw conflict(say("promotions:api.brandHasNoCode"));
  const keep = takenCodes();
  const codes = generateCodes({
    prefix,
    charset: batch.charset,
    length: batch.suffixLength,
    count: batch.count,
    taken: keep,
  });
  const batchId =
    batch.batchId ??
    `bat-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const at = nowIso();
  for (const code of codes) {
    db.voucherCodes.insert({
      codeId: db.voucherCodes.newId(),
      voucherId: voucher.voucherId,
      code,
      state: "UNUSED",
      batchId,
      customerId: null,
      customerName: null,
      transactionId: null,
      transactionCode: null,
      issuedAt: null,
      usedAt: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  takenVersion = db.voucherCodes.version;
  return { batchId, codes };
}

// ------------------------------------------------------------------ the seam

/**
 * Why the voucher's code cannot be handed out to this customer now (null when it can), with its
 * sentence (a message of the locale files, read in the staff member's language): the one rule the
 * claim dialog's eligibility and the claim itself both ask.
 */
export function handOutRefusal(
  voucher: VoucherRecord,
  userId: string,
): { reason: HandOutRefusal; message: string } | null {
  const name = voucher.voucherName;
  const refuse = (reason: HandOutRefusal, key: string, values: Record<string, string> = {}) => ({
    reason,
    message: say(key, { name, ...values }),
  });
  switch (statusOf(voucher)) {
    case "ARCHIVED":
      return refuse("ARCHIVED", "promotions:api.handOut.archived");
    case "EXPIRED":
      return refuse("EXPIRED", "promotions:api.handOut.expired");
    case "INACTIVE":
      return refuse("INACTIVE", "promotions:api.handOut.inactive");
    case "SCHEDULED":
      return refuse("SCHEDULED", "promotions:api.handOut.scheduled", {
        start: formatDateTime(voucher.startAt),
      });
    case "USED_UP":
      return refuse("USED_UP", "promotions:api.handOut.usedUp");
    default:
      break;
  }
  // Codes already handed out count against the total uses: each one may still be used.
  const { used, issued, perCustomer } = usageOf(voucher.voucherId);
  if (voucher.quota !== null && used + issued >= voucher.quota)
    return refuse("NO_USES_LEFT", "promotions:api.handOut.noUsesLeft", {
      quota: formatNumber(voucher.quota),
    });
  const held = perCustomer.get(userId) ?? 0;
  if (held >= voucher.perCustomerLimit)
    return refuse("CUSTOMER_LIMIT", "promotions:api.handOut.customerLimit", {
      limit: formatNumber(voucher.perCustomerLimit),
    });
  return null;
}

/**
 * Hands one unused code of the voucher to a customer (marks it ISSUED to them) and returns the code;
 * when none is left, generates a fresh unique one. Throws ApiError 404 for an unknown voucher or
 * customer, 409 with the sentence of `handOutRefusal` when it cannot be handed out.
 */
export function issueVoucherCode(voucherId: string, userId: string): string {
  const voucher = recordOr404(db.vouchers, voucherId, say("promotions:api.voucherNotFound"));
  const customer = recordOr404(db.users, userId, say("promotions:api.customerNotFound"));
  const refusal = handOutRefusal(voucher, customer.userId);
  if (refusal) throw new ApiError(409, "conflict", refusal.message);
  let row: VoucherCodeRecord | undefined = db.voucherCodes.find(
    (code) => code.voucherId === voucherId && code.state === "UNUSED",
  );
  if (!row) {
    const { codes } = addCodes(voucher, {
      charset: "LETTERS_DIGITS",
      suffixLength: DEFAULT_SUFFIX_LENGTH,
      count: 1,
      batchId: `bat-issue-${voucherId.slice(4)}`,
    });
    row = db.voucherCodes.find((code) => code.code === codes[0]);
  }
  const at = nowIso();
  db.voucherCodes.replace({
    ...row!,
    state: "ISSUED",
    customerId: customer.userId,
    customerName: customer.name,
    issuedAt: at,
    updatedAt: at,
  });
  return row!.code;
}
