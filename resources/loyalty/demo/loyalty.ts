import {
  loyalty,
  loyaltyCreate,
  loyaltySummary,
  loyaltyUpdate,
  loyaltyWrite,
  type LoyaltyRecord,
} from "../schema/loyalty";
import { tierFor } from "../schema/rules";
import { db } from "@/mocks/db";
import { recordOr404, resource } from "@/mocks/lib/crud";
import { route, type RouteContext } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** Loyalty programmes (`/loyalty`) and their summary; members and enrolment: loyalty.members.ts. */

const idParam = { id: { from: "/loyalty", field: "loyaltyId" } };

const programmeOf = (ctx: RouteContext) =>
  recordOr404(db.loyalty, ctx.params.id!, say("loyalty:api.programmeNotFound"));

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

const programmes = resource<LoyaltyRecord>({
  path: "/loyalty",
  entity: "loyalty",
  collection: db.loyalty,
  area: "LOYALTY",
  operations: ["list", "show", "create", "update", "archive"],
  labelField: "loyaltyName",
  schemas: { create: loyaltyCreate, update: loyaltyUpdate, write: loyaltyWrite, answer: loyalty },
  prepare: (record) => withTierIds(record),
  unique: { loyaltyName: say("loyalty:api.programmeNameTaken") },
  validate: (record, existing) => {
    const errors: Record<string, string> = {};
    if (existing) {
      // A tier with members cannot disappear: they would be left without a tier.
      const kept = new Set(record.tiers.map((t) => t.tierId));
      existing.tiers.forEach((t) => {
        if (!kept.has(t.tierId)) {
          const count = db.walletPoints.filter(
            (w) => w.loyaltyId === existing.loyaltyId && w.tierId === t.tierId,
          ).length;
          if (count) errors.tiers = say("loyalty:api.tierHasMembers", { tier: t.name, count });
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
  extra: [summary],
});

export const handlers = [...programmes];
