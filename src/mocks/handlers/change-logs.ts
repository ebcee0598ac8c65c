import { listOf, listQuery, z } from "@/contract/common";
import { changeLog, changeLogAuthor } from "@/contract/change-log";
import { db } from "../db";
import { presentChangeLog } from "../lib/change-log-fields";
import { changeLogAccess, entityAreas, mayReadChangeLogs } from "../lib/crud";
import { listCollection, listRows } from "../lib/query";
import { forbidden, me, route, type Auth } from "../lib/route";

/** Change logs across the records of an entity (`/product-change-logs` pages) and their authors. */
const entityParam = z.object({
  entity: z.string().optional().meta({
    description:
      'The kind of record ("product", "brand", …); without it, every kind the user may read.',
  }),
});

/** Refuses an entity whose logs the user may not read (403 naming the missing permission). */
function checkEntity(auth: Auth, entity: string) {
  const area = entityAreas.get(entity);
  if (area && !mayReadChangeLogs(auth, entity, area)) {
    const access = changeLogAccess(entity, area);
    throw forbidden(`You do not have permission to do this. Missing permission: ${access.area}.`);
  }
  return area !== undefined;
}

const changeLogs = route({
  method: "get",
  path: "/change-logs",
  summary: "Change logs across the records of one entity (or of every entity the user may read)",
  query: listQuery(changeLog).extend(entityParam.shape),
  response: listOf(changeLog),
  handler: (ctx) => {
    const auth = me(ctx);
    const entity = ctx.query.get("entity");
    if (entity && !checkEntity(auth, entity)) return { results: [], count: 0 };
    const allowed = new Set(
      entity
        ? [entity]
        : [...entityAreas]
            .filter(([name, area]) => mayReadChangeLogs(auth, name, area))
            .map(([name]) => name),
    );
    return listCollection(db.changeLogs, ctx.query, {
      scope: (row) => allowed.has(row.entity),
      skip: ["entity"],
      present: presentChangeLog,
    });
  },
});

const authors = route({
  method: "get",
  path: "/change-logs/authors",
  summary: "Who wrote the change logs of an entity (the change-log table's user filter)",
  query: entityParam.extend({ entityId: z.string().optional() }),
  response: listOf(changeLogAuthor),
  handler: (ctx) => {
    const auth = me(ctx);
    const entity = ctx.query.get("entity") ?? "";
    if (!checkEntity(auth, entity)) return { results: [], count: 0 };
    const entityId = ctx.query.get("entityId");
    const seen = new Map<string, { userId: string; name: string }>();
    for (const log of db.changeLogs.filter(
      (row) => row.entity === entity && (!entityId || row.entityId === entityId),
    )) {
      if (!seen.has(log.changedBy.userId)) seen.set(log.changedBy.userId, { ...log.changedBy });
    }
    return listRows([...seen.values()], new URLSearchParams({ _sort: "name", _order: "asc" }));
  },
});

export const handlers = [changeLogs, authors];
