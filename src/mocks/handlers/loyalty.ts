import { hasCodes } from "@providers/access-control/permissions";
import { listOf, listQuery } from "@/contract/common";
import {
  loyalty,
  loyaltyCreate,
  loyaltySummary,
  loyaltyUpdate,
  loyaltyWrite,
  memberEnrol,
  type LoyaltyRecord,
} from "@/contract/loyalty";
import { tierFor } from "@/lib/loyalty/rules";
import { walletPoint, type WalletPoint } from "@/contract/wallet-point";
import { db } from "../db";
import { resource } from "../lib/crud";
import { nowIso } from "../lib/profile";
import { listCollection } from "../lib/query";
import {
  conflict,
  forbidden,
  invalid,
  me,
  notFound,
  Reply,
  route,
  type RouteContext,
} from "../lib/route";
import { sameText } from "../lib/validate";
import { walletOf } from "./loyalty.members";

/** Loyalty programmes (`/loyalty`), their members (wallets), summary and enrolment. */

const idParam = { id: { from: "/loyalty", field: "loyaltyId" } };

const programmeOf = (ctx: RouteContext) => {
  const found = db.loyalty.get(ctx.params.id!);
  if (!found) throw notFound("The loyalty programme was not found.");
  return found;
};

/** Members per programme, counted once per wallet collection version. */
let memberCounts: { version: number; counts: Map<string, number> } | null = null;
const memberCount = (loyaltyId: string) => {
  if (!memberCounts || memberCounts.version !== db.walletPoints.version) {
    const counts = new Map<string, number>();
    for (const wallet of db.walletPoints.all())
      counts.set(wallet.loyaltyId, (counts.get(wallet.loyaltyId) ?? 0) + 1);
    memberCounts = { version: db.walletPoints.version, counts };
  }
  return memberCounts.counts.get(loyaltyId) ?? 0;
};

/** New tiers get an id; kept tiers keep theirs (members' wallets point at them). */
const withTierIds = (record: Record<string, unknown>) => {
  const tiers = Array.isArray(record.tiers) ? (record.tiers as Record<string, unknown>[]) : null;
  if (!tiers) return record;
  return {
    ...record,
    tiers: tiers.map((t) =>
      t && typeof t === "object" && !t.tierId
        ? { ...t, tierId: db.loyalty.newId().replace(/^lyl/, "tier") }
        : t,
    ),
  };
};

const members = route({
  method: "get",
  path: "/loyalty/:id/members",
  area: "LOYALTY",
  action: "show",
  summary: "A programme's members (customers' wallets) with tier and points; needs MEMBER.LIST too",
  query: listQuery(walletPoint),
  response: listOf(walletPoint),
  params: idParam,
  errors: [404],
  handler: (ctx) => {
    const auth = me(ctx);
    if (!hasCodes(auth.permissions, ["MEMBER.LIST"]))
      throw forbidden("You do not have permission to do this. Missing permission: MEMBER.LIST.");
    const programme = programmeOf(ctx);
    return listCollection(db.walletPoints, ctx.query, {
      scope: (row) => row.loyaltyId === programme.loyaltyId,
      defaultSort: { field: "balance", order: "desc" },
    });
  },
});

const summary = route({
  method: "get",
  path: "/loyalty/:id/summary",
  area: "LOYALTY",
  action: "show",
  summary: "Members per tier, points issued and redeemed this month",
  response: loyaltySummary,
  params: idParam,
  errors: [404],
  handler: (ctx) => {
    const programme = programmeOf(ctx);
    const perTier = new Map<string, number>();
    const walletIds = new Set<string>();
    for (const wallet of db.walletPoints.all()) {
      if (wallet.loyaltyId !== programme.loyaltyId) continue;
      walletIds.add(wallet.wpId);
      if (wallet.tierId) perTier.set(wallet.tierId, (perTier.get(wallet.tierId) ?? 0) + 1);
    }
    const start = new Date();
    start.setDate(1);
    start.setHours(0, 0, 0, 0);
    const since = start.toISOString();
    let issued = 0;
    let redeemed = 0;
    for (const entry of db.walletLedger.all()) {
      if (entry.createdAt < since || !walletIds.has(entry.wpId)) continue;
      if (entry.type === "EARN" || entry.type === "ADD") issued += entry.points;
      else if (entry.type === "REDEEM") redeemed += entry.points;
    }
    return {
      memberCount: walletIds.size,
      membersPerTier: [...programme.tiers]
        .sort((a, b) => a.minPoints - b.minPoints)
        .map((t) => ({
          tierId: t.tierId,
          name: t.name,
          colour: t.colour,
          count: perTier.get(t.tierId) ?? 0,
        })),
      pointsIssuedThisMonth: issued,
      pointsRedeemedThisMonth: redeemed,
    };
  },
});

const enrol = route({
  method: "post",
  path: "/loyalty/:id/members",
  area: "LOYALTY",
  action: "edit",
  summary:
    "Enrol a customer (opens their wallet at 0 points); an archived or inactive programme refuses",
  body: memberEnrol,
  response: walletPoint,
  status: 201,
  params: idParam,
  noCheck: true,
  errors: [404, 409, 422],
  handler: (ctx) => {
    const programme = programmeOf(ctx);
    if (programme.isArchived)
      throw conflict("This programme is archived: it takes no new members. Unarchive it first.");
    if (!programme.isActive)
      throw conflict("This programme is inactive: activate it before enrolling members.");
    const customer = db.users.get(ctx.data.userId);
    if (!customer || customer.userType !== "CUSTOMER")
      throw invalid({ userId: "Choose an existing customer." });
    const existing = walletOf(customer.userId);
    if (existing)
      throw invalid({
        userId: `${customer.name} is already a member of ${existing.loyaltyName}: a customer has one wallet.`,
      });
    const tier = tierFor(programme.tiers, 0);
    const at = nowIso();
    const wallet: WalletPoint = {
      wpId: db.walletPoints.newId(),
      userId: customer.userId,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone ?? "",
      loyaltyId: programme.loyaltyId,
      loyaltyName: programme.loyaltyName,
      tierId: tier?.tierId ?? null,
      tierName: tier?.name ?? "",
      tierColour: tier?.colour ?? "",
      balance: 0,
      collectedPoints: 0,
      expiringPoints: 0,
      nextExpiryAt: null,
      lastActivityAt: null,
      createdAt: at,
      updatedAt: at,
    };
    return new Reply(db.walletPoints.insert(wallet), 201);
  },
});

const programmes = resource<LoyaltyRecord>({
  path: "/loyalty",
  entity: "loyalty",
  collection: db.loyalty,
  area: "LOYALTY",
  operations: ["list", "show", "create", "update", "archive"],
  labelField: "loyaltyName",
  schemas: { create: loyaltyCreate, update: loyaltyUpdate, write: loyaltyWrite, answer: loyalty },
  prepare: (record) => withTierIds(record),
  validate: (record, existing) => {
    const errors: Record<string, string> = {};
    if (
      db.loyalty
        .all()
        .some(
          (other) =>
            other.loyaltyId !== record.loyaltyId && sameText(other.loyaltyName, record.loyaltyName),
        )
    )
      errors.loyaltyName = "This programme name is already used.";
    if (existing) {
      // A tier with members cannot disappear: they would be left without a tier.
      const kept = new Set(record.tiers.map((t) => t.tierId));
      existing.tiers.forEach((t) => {
        if (!kept.has(t.tierId)) {
          const count = db.walletPoints.filter(
            (w) => w.loyaltyId === existing.loyaltyId && w.tierId === t.tierId,
          ).length;
          if (count)
            errors.tiers = `The tier ${t.name} has ${count} members: it cannot be removed. Rename it or change its points instead.`;
        }
      });
    }
    return errors;
  },
  afterWrite: (record, _body, existing) => {
    // Members move to the tier their points reach under the new thresholds.
    if (!existing) return;
    for (const wallet of db.walletPoints.all()) {
      if (wallet.loyaltyId !== record.loyaltyId) continue;
      const tier = tierFor(record.tiers, wallet.collectedPoints);
      const next = {
        loyaltyName: record.loyaltyName,
        tierId: tier?.tierId ?? null,
        tierName: tier?.name ?? "",
        tierColour: tier?.colour ?? "",
      };
      if (
        next.tierId !== wallet.tierId ||
        next.tierName !== wallet.tierName ||
        next.tierColour !== wallet.tierColour ||
        next.loyaltyName !== wallet.loyaltyName
      )
        db.walletPoints.replace({ ...wallet, ...next });
    }
  },
  present: (row) => ({ ...row, memberCount: memberCount(row.loyaltyId) }),
  extra: [members, summary, enrol],
});

export const handlers = [...programmes];
