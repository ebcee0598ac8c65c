import { addBadge } from "@/mocks/handlers/sidebar";
import { listQuery, z } from "@/contract/common";
import {
  pointChange,
  pointChangeResult,
  walletLedger,
  walletLedgerEntry,
  walletPoint,
  walletAdjustmentLog,
  walletTier,
  type WalletPoint,
} from "../schema/wallet-point";
import { db } from "@/mocks/db";
import { recordOr404, resource, writeChangeLog } from "@/mocks/lib/crud";
import { registerChangeLogSchema } from "@/mocks/lib/change-log-fields";
import { me, Reply, route } from "@/mocks/lib/route";
import { addLedgerEntry, ledgerOf, walletNow } from "./loyalty.members";
import { pendingLeft } from "../schema/rules";
import "./purchase-points";
import { say } from "@/mocks/lib/readers";

/**
 * Wallet points (`/wallet-points`): one wallet per customer, its ledger, and the staff's point
 * changes (ADD_POINT / REMOVE_POINT), each one ledger entry written by `addLedgerEntry` and one
 * entry of the wallet's change log (the balance before → after, and the reason).
 */
const idParam = { id: { from: "/wallet-points", field: "wpId" } };

const walletOfRequest = (id: string) =>
  recordOr404(db.walletPoints, id, say("loyalty:api.walletNotFound"));

const ledger = route({
  method: "get",
  path: "/wallet-points/:id/ledger",
  area: "WALLET_POINT",
  action: "show",
  summary: "A wallet's ledger, newest first (filters: type, createdAt_gte, createdAt_lte)",
  query: listQuery(walletLedgerEntry),
  response: walletLedger,
  params: idParam,
  errors: [404],
  handler: (ctx) => {
    const wallet = walletOfRequest(ctx.params.id!);
    const entries = ledgerOf(wallet.wpId);
    const pending = pendingLeft(entries, new Date());
    // Newest first; entries written in the same millisecond keep their written order.
    const page = pageOf([...entries].reverse(), ctx.query);
    return {
      ...page,
      results: page.results.map((entry) => ({
        ...entry,
        pendingUntil: pending.has(entry) ? entry.availableAt : null,
      })),
    };
  },
});

/** Newest-first paging over the already ordered ledger (filters by type and date still apply). */
function pageOf(rows: readonly ReturnType<typeof ledgerOf>[number][], query: URLSearchParams) {
  const types = query.getAll("type");
  const from = query.get("createdAt_gte");
  const until = query.get("createdAt_lte");
  const matching = rows.filter(
    (row) =>
      (!types.length || types.includes(row.type)) &&
      (!from || row.createdAt >= from) &&
      (!until || row.createdAt <= until),
  );
  const start = Number(query.get("_start") ?? 0);
  const end = Number(query.get("_end") ?? start + 20);
  return { results: matching.slice(start, end), count: matching.length };
}

const tiers = route({
  method: "get",
  path: "/wallet-points/tiers",
  area: "WALLET_POINT",
  action: "list",
  summary: "The programmes' tiers, for the wallet list's tier filter",
  response: z.array(walletTier),
  handler: () =>
    db.loyalty.all().flatMap((programme) =>
      [...programme.tiers]
        .sort((a, b) => a.minPoints - b.minPoints)
        .map((tier) => ({
          loyaltyId: programme.loyaltyId,
          loyaltyName: programme.loyaltyName,
          tierId: tier.tierId,
          name: tier.name,
          colour: tier.colour,
          isArchived: programme.isArchived,
        })),
    ),
});

const change = (kind: "addPoint" | "removePoint") =>
  route({
    method: "post",
    path: `/wallet-points/:id/${kind === "addPoint" ? "add-point" : "remove-point"}`,
    area: "WALLET_POINT",
    action: kind,
    summary:
      kind === "addPoint"
        ? "Add points to a wallet (a reason is required; written as an ADD ledger entry)"
        : "Remove points from a wallet (never below zero; written as a REMOVE ledger entry)",
    body: pointChange,
    response: pointChangeResult,
    status: 201,
    params: idParam,
    errors: [404, 409, 422],
    handler: (ctx) => {
      const auth = me(ctx);
      const wallet = walletOfRequest(ctx.params.id!);
      const result = addLedgerEntry(wallet.wpId, {
        type: kind === "addPoint" ? "ADD" : "REMOVE",
        points: ctx.data.points,
        note: ctx.data.reason,
        staff: { userId: auth.user.userId, name: auth.user.name },
        expectedUpdatedAt: ctx.data.updatedAt,
      });
      writeChangeLog(
        "wallet-point",
        auth,
        "UPDATE",
        wallet.wpId,
        wallet.customerName,
        { balance: wallet.balance },
        { balance: result.wallet.balance, reason: ctx.data.reason },
      );
      return new Reply(result, 201);
    },
  });

const wallets = resource<WalletPoint>({
  path: "/wallet-points",
  entity: "wallet-point",
  collection: db.walletPoints,
  area: "WALLET_POINT",
  operations: ["list", "show"],
  labelField: "customerName",
  schemas: { answer: walletPoint },
  present: walletNow,
  extra: [tiers, ledger, change("addPoint"), change("removePoint")],
});

// A wallet's log holds the staff's point changes only: it reads by their own labels.
registerChangeLogSchema("wallet-point", walletAdjustmentLog);

// A dot while a wallet moved in the last 7 days.
addBadge("wallet-points", () => {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  return db.walletPoints.all().some((item) => (item.lastActivityAt ?? "") >= weekAgo);
});

export const handlers = [...wallets];
