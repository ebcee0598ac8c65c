import { addBadge } from "@/mocks/handlers/sidebar";
import {
  transaction,
  transactionStatusChange,
  type StatusChangeEntry,
  type Transaction,
} from "../schema/transaction";
import {
  TRANSACTION_ATTENTION,
  allowedMoves,
  needsAttention,
  paymentStatusOf,
  type TransactionAttention,
  type TransactionStatus,
} from "../schema/transaction-rules";
import { listOf, z } from "@/contract/common";
import { db } from "@/mocks/db";
import type { AnyRecord } from "@/mocks/db/collection";
import { transactionChanged } from "./events";
import { settingValue } from "./transaction-settings";
import { visibleStores } from "./visible-stores";
import { resource, writeChangeLog } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import {
  conflict,
  invalid,
  me,
  notFound,
  route,
  type Auth,
  type RouteContext,
} from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/**
 * Transactions (`/transactions`): the list (filters, `q` over code, customer name, email and phone,
 * sort, paging), the detail, and the status moves (`POST /transactions/{id}/status`, TRANSACTION
 * update): only the moves the order's state allows, each with a note, shipped with a tracking number;
 * a stale `updatedAt` answers 409. A move writes the order's timeline and a change-log entry. Users
 * whose main role is "Sub Admin" (the sub app) see only the transactions of their sub roles' stores.
 * `attention=<kind>` lists the orders that need attention (`needsAttention`): the dashboard's counts.
 */

const STALE = say("transactions:api.stale");

/** The one rule of a move that needs the order: its state allows it (the body's own rules are the schema's). */
const NOT_ALLOWED = say("transactions:api.moveNotAllowed");

/**
 * The list's `attention=<kind>` filter as a test of one order (undefined: no such filter), at the time
 * of the request and with the Transaction Settings of that moment; an unknown kind matches nothing
 * (never the whole list: a dashboard's count would read it as that many orders). Made once per request.
 */
const attentionSeen = new WeakMap<RouteContext, ((trx: Transaction) => boolean) | undefined>();
function attentionTest(ctx: RouteContext): ((trx: Transaction) => boolean) | undefined {
  if (attentionSeen.has(ctx)) return attentionSeen.get(ctx);
  const kind = ctx.query.get("attention") as TransactionAttention | null;
  let test: ((trx: Transaction) => boolean) | undefined;
  if (kind && TRANSACTION_ATTENTION.includes(kind)) {
    const at = {
      now: Date.now(),
      processWithinHours: Number(settingValue("TRX_PROCESS_WITHIN_HOURS")),
    };
    test = (trx) => needsAttention(kind, trx, at);
  } else if (kind !== null) test = () => false; // a kind we do not know: no order needs it
  attentionSeen.set(ctx, test);
  return test;
}

const transactions = resource<Transaction>({
  path: "/transactions",
  collection: db.transactions,
  area: "TRANSACTION",
  entity: "transaction",
  operations: ["list", "show"],
  labelField: "transactionCode",
  schemas: { answer: transaction },
  searchFields: ["transactionCode", "customerName", "customerEmail", "customerPhone"],
  scope: (row, ctx) => {
    const stores = visibleStores(ctx);
    if (stores && !stores.has(row.storeId)) return false;
    const attention = attentionTest(ctx);
    return !attention || attention(row);
  },
  listFilters: {
    attention: z
      .enum(TRANSACTION_ATTENTION)
      .optional()
      .meta({
        description:
          "Only the orders that need attention now: overdue = PAID, paid longer ago than the setting " +
          "TRX_PROCESS_WITHIN_HOURS; expiresToday = WAITING_PAYMENT, the payment time runs out after now " +
          "and before the end of today (the demo API's local time).",
      }),
  },
});

/** The fields a status move changes, as the change log shows them. */
const logged = (trx: Transaction, note: string | null) => ({
  status: trx.status,
  paymentStatus: trx.paymentStatus,
  trackingNumber: trx.shipping?.trackingNumber ?? null,
  paidAt: trx.paidAt,
  note,
});

/**
 * Saves an order that was placed (`before` null) or moved, lets the other domains react, and writes
 * its change-log entry (`logged`: what of the order the entry shows).
 */
export function saveOrder(
  auth: Auth,
  before: Transaction | null,
  after: Transaction,
  logged: { before?: AnyRecord; after: AnyRecord },
) {
  if (before) db.transactions.replace(after);
  else db.transactions.insert(after);
  transactionChanged.emit({ before, after });
  writeChangeLog(
    "transaction",
    auth,
    before ? "UPDATE" : "CREATE",
    after.transactionId,
    after.transactionCode,
    logged.before,
    logged.after,
  );
}

/**
 * Moves an order's status and records it. `move` passed the schema (transactionStatusChange: a note,
 * a tracking number to ship); the order's state must allow the move.
 */
export function moveStatus(
  auth: Auth,
  existing: Transaction,
  move: { status: TransactionStatus; note: string; trackingNumber?: string | null },
): Transaction {
  if (!allowedMoves(existing.status, existing.deliveryType).includes(move.status))
    throw invalid({ status: NOT_ALLOWED }, NOT_ALLOWED);
  const at = nowIso();
  const by = { userId: auth.user.userId, name: auth.user.name };
  const entry: StatusChangeEntry = {
    from: existing.status,
    to: move.status,
    note: move.note.trim(),
    by,
    at,
  };
  const record: Transaction = {
    ...existing,
    status: move.status,
    paymentStatus: paymentStatusOf(move.status),
    paidAt: move.status === "PAID" && !existing.paidAt ? at : existing.paidAt,
    shipping:
      move.status === "SHIPPED" && existing.shipping
        ? { ...existing.shipping, trackingNumber: move.trackingNumber!.trim() }
        : existing.shipping,
    statusHistory: [...existing.statusHistory, entry],
    updatedAt: at,
  };
  saveOrder(auth, existing, record, {
    before: logged(existing, null),
    after: logged(record, entry.note),
  });
  return record;
}

const statusRoute = route({
  method: "post",
  path: "/transactions/:id/status",
  area: "TRANSACTION",
  action: "edit",
  summary:
    "Move a transaction's status (only the moves its state allows; a note each time; SHIPPED needs trackingNumber; a stale updatedAt answers 409)",
  body: transactionStatusChange,
  response: transaction,
  params: { id: { from: "/transactions", field: "transactionId" } },
  errors: [404, 409, 422],
  handler: (ctx: RouteContext & { data: z.output<typeof transactionStatusChange> }) => {
    const auth = me(ctx);
    const existing = db.transactions.get(ctx.params.id!);
    const stores = visibleStores(ctx);
    if (!existing || (stores && !stores.has(existing.storeId)))
      throw notFound(say("transactions:api.notFound"));
    if (ctx.data.updatedAt && ctx.data.updatedAt !== existing.updatedAt) throw conflict(STALE);
    return moveStatus(auth, existing, {
      status: ctx.data.status,
      note: ctx.data.note,
      trackingNumber: ctx.data.trackingNumber ?? null,
    });
  },
});

const channelOption = z
  .object({ paymentChannelId: z.string(), channelName: z.string(), channelCode: z.string() })
  .meta({ id: "TransactionPaymentChannel" });

/** The payment channels the list's filter offers (every channel, active or not: old orders used them). */
const channelsRoute = route({
  method: "get",
  path: "/transactions/payment-channels",
  area: "TRANSACTION",
  action: "list",
  summary: "The payment channels transactions can be filtered by",
  response: listOf(channelOption),
  handler: (ctx) => {
    me(ctx);
    const results = db.paymentChannels.all().map((channel) => ({
      paymentChannelId: String(channel.paymentChannelId),
      channelName: String(channel.channelName),
      channelCode: String(channel.channelCode),
    }));
    return { results, count: results.length };
  },
});

// Paid transactions, waiting to be processed.
addBadge("transactions", () => {
  let paid = 0;
  for (const trx of db.transactions.all()) if (trx.status === "PAID") paid++;
  return paid;
});

export const handlers = [statusRoute, channelsRoute, ...transactions];
