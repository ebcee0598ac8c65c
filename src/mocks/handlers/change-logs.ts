import { listOf, listQuery, z } from "@/contract/common";
import { changeLog, changeLogAuthor, changeLogKind } from "@/contract/change-log";
import { db } from "../db";
import { presentChangeLog } from "../lib/change-log-fields";
import { changeLogAccess, entityAreas, logAreaOf, mayReadChangeLogs } from "../lib/crud";
import { listCollection, listRows } from "../lib/query";
import { say } from "../lib/readers";
import { forbidden, me, requirePermission, route, type Auth } from "../lib/route";

/** Change logs across the records of an entity (`/product-change-logs` pages) and their authors. */
const entityParam = z.object({
  entity: z.string().optional().meta({
    description:
      'The kind of record ("product", "brand", …); without it, every kind the user may read.',
  }),
});

/**
 * Refuses an entity (or one record of it) whose logs the user may not read (403 naming the missing
 * permission); false for an unknown entity, or an entity whose records belong to different areas
 * (an admin's or a customer's account) asked for without a record.
 */
function checkEntity(auth: Auth, entity: string, entityId?: string) {
  const area = logAreaOf(entity, entityId);
  if (area && !mayReadChangeLogs(auth, entity, area)) {
    const access = changeLogAccess(entity, area);
    throw forbidden(say("api.server.missingPermission", { codes: access.area }));
  }
  return area !== undefined;
}

/** Whether the user may read this entry (the log across every entity the user may read). */
const readable = (auth: Auth) => {
  const byEntity = new Map<string, boolean>();
  return (row: { entity: string; entityId: string }) => {
    if (typeof entityAreas.get(row.entity) !== "string") {
      const area = logAreaOf(row.entity, row.entityId);
      return area !== undefined && mayReadChangeLogs(auth, row.entity, area);
    }
    let may = byEntity.get(row.entity);
    if (may === undefined) {
      may = mayReadChangeLogs(auth, row.entity, logAreaOf(row.entity)!);
      byEntity.set(row.entity, may);
    }
    return may;
  };
};

/** The feed's filter by area: the permission area of the entry's record (PRODUCT, VOUCHER, …). */
const areaParam = z.object({
  area: z.string().optional().meta({
    description:
      'The permission area of the records ("PRODUCT", "VOUCHER", …): the activity feed\'s area filter.',
  }),
});

/**
 * The user asking for the log of every entity at once (the activity feed, `/activity`): that needs
 * ACTIVITY.LIST (403 naming it otherwise); one entity's log needs that entity's own permission.
 */
const feedReader = (ctx: Parameters<typeof me>[0], entity: string | null) => {
  const auth = me(ctx);
  if (!entity) requirePermission(auth, "ACTIVITY", "list");
  return auth;
};

const changeLogs = route({
  method: "get",
  path: "/change-logs",
  summary: "Change logs across the records of one entity (or of every entity the user may read)",
  query: listQuery(changeLog).extend(entityParam.shape).extend(areaParam.shape),
  response: listOf(changeLog),
  handler: (ctx) => {
    const entity = ctx.query.get("entity");
    const auth = feedReader(ctx, entity);
    const entityId = ctx.query.get("entityId") ?? undefined;
    if (entity && !checkEntity(auth, entity, entityId)) return { results: [], count: 0 };
    const area = ctx.query.get("area");
    const mayRead = readable(auth);
    const inArea = (row: { entity: string; entityId: string }) =>
      !area || logAreaOf(row.entity, row.entityId) === area;
    return listCollection(db.changeLogs, ctx.query, {
      scope: (row) => (entity ? row.entity === entity : mayRead(row)) && inArea(row),
      skip: ["entity", "area"],
      present: presentChangeLog,
    });
  },
});

const authors = route({
  method: "get",
  path: "/change-logs/authors",
  summary:
    "Who wrote the change logs of an entity, or of every entity the user may read (the staff filter)",
  query: entityParam.extend({ entityId: z.string().optional() }),
  response: listOf(changeLogAuthor),
  handler: (ctx) => {
    const entity = ctx.query.get("entity");
    const auth = feedReader(ctx, entity);
    const entityId = ctx.query.get("entityId") ?? undefined;
    if (entity && !checkEntity(auth, entity, entityId)) return { results: [], count: 0 };
    const mayRead = readable(auth);
    const seen = new Map<string, { userId: string; name: string }>();
    for (const log of db.changeLogs.filter((row) =>
      entity ? row.entity === entity && (!entityId || row.entityId === entityId) : mayRead(row),
    )) {
      if (!seen.has(log.changedBy.userId))
        seen.set(log.changedBy.userId, { userId: log.changedBy.userId, name: log.changedBy.name });
    }
    return listRows([...seen.values()], new URLSearchParams({ _sort: "name", _order: "asc" }));
  },
});

const kinds = route({
  method: "get",
  path: "/change-logs/kinds",
  area: "ACTIVITY",
  action: "list",
  summary:
    "The kinds of record the user may read changes of, that have changes (the feed's filter)",
  response: listOf(changeLogKind),
  handler: (ctx) => {
    const mayRead = readable(me(ctx));
    const seen = new Set<string>();
    for (const log of db.changeLogs.all())
      if (!seen.has(log.entity) && mayRead(log)) seen.add(log.entity);
    return listRows(
      [...seen].map((entity) => ({ entity })),
      new URLSearchParams({ _sort: "entity", _order: "asc" }),
    );
  },
});

export const handlers = [changeLogs, authors, kinds];
