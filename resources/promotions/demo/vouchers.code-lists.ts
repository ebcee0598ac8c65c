/** A voucher's codes and code batches, as the voucher's page lists them (its codes: vouchers.codes.ts). */
import {
  voucherCode,
  voucherCodeBatch,
  type VoucherCodeBatch,
  type VoucherCodeRecord,
} from "../schema/voucher";
import { codeState } from "../schema/voucher-rules";
import { db } from "@/mocks/db";
import { recordOr404 } from "@/mocks/lib/crud";
import { route } from "@/mocks/lib/route";
import { listCollection } from "@/mocks/lib/query";
import { listOf, listQuery } from "@/contract/common";
import { say } from "@/mocks/lib/readers";

const listCodes = route({
  method: "get",
  path: "/vouchers/:id/codes",
  area: "VOUCHER",
  action: "show",
  summary:
    "A voucher's codes (q searches code, customer and transaction; state=UNUSED|ISSUED|USED|EXPIRED; batchId=)",
  query: listQuery(voucherCode),
  response: listOf(voucherCode),
  params: { id: { from: "/vouchers", field: "voucherId" } },
  errors: [404],
  handler: (ctx) => {
    const found = recordOr404(db.vouchers, ctx.params.id!, say("promotions:api.voucherNotFound"));
    const now = Date.now();
    const states = new Set(ctx.query.getAll("state"));
    const present = (row: VoucherCodeRecord) => ({
      ...row,
      state: codeState(row.state, found.endAt, now),
    });
    return listCollection(db.voucherCodes, ctx.query, {
      scope: (row) =>
        row.voucherId === found.voucherId && (states.size === 0 || states.has(present(row).state)),
      present,
      skip: ["state"],
      defaultSort: { field: "code", order: "asc" },
    });
  },
});

const listBatches = route({
  method: "get",
  path: "/vouchers/:id/code-batches",
  area: "VOUCHER",
  action: "show",
  summary:
    "A voucher's code batches, newest first (each downloadable again: its codes are /codes?batchId=)",
  response: listOf(voucherCodeBatch),
  params: { id: { from: "/vouchers", field: "voucherId" } },
  errors: [404],
  handler: (ctx) => {
    const found = recordOr404(db.vouchers, ctx.params.id!, say("promotions:api.voucherNotFound"));
    const batches = new Map<string, VoucherCodeBatch>();
    for (const row of db.voucherCodes.all()) {
      if (row.voucherId !== found.voucherId) continue;
      const batch = batches.get(row.batchId);
      if (batch) {
        batch.count++;
        if (row.createdAt < batch.createdAt) batch.createdAt = row.createdAt;
      } else batches.set(row.batchId, { batchId: row.batchId, count: 1, createdAt: row.createdAt });
    }
    const results = [...batches.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { results, count: results.length };
  },
});

/** Preview and generation are in vouchers.ts. */
export const handlers = [listCodes, listBatches];
