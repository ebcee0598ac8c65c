import { deleted, listOf, listQuery, pendingRecord, z } from "@/contract/common";
import { changeLog } from "@/contract/change-log";
import { requiredCodes } from "@providers/access-control/permissions";
import { db } from "../db";
import type { AnyRecord, Collection } from "../db/collection";
import type { ChangeLog as ChangeLogRecord } from "@/contract/change-log";
import { nowIso } from "@/mocks/lib/clock";
import { stableJson } from "@/lib/stable-json";
import { presentChangeLog, registerChangeLogSchema, roleNameOf } from "./change-log-fields";
import { listCollection } from "./query";
import { say } from "./readers";
import {
  conflict,
  invalid,
  me,
  notFound,
  parseOrThrow,
  permits,
  Reply,
  route,
  type Auth,
  type DemoRoute,
  type RouteContext,
} from "./route";
import { takenFields, type Errors } from "./validate";

/**
 * The generic resource of api-conventions.md over one collection: list (paging, sorting, filters,
 * `q`; archived records only when asked for), detail, create, update (PATCH, with optimistic
 * concurrency), delete, archive/unarchive, and a change-log entry for every write, readable per record.
 * Writes are checked with the entity's schemas (src/contract): what they refuse answers 422 and never
 * reaches the database. Each route carries its contract (docs/openapi.json is generated from it).
 */
export type Operation = "list" | "show" | "create" | "update" | "delete" | "archive";
type Action = "list" | "show" | "create" | "edit" | "delete" | "archive" | "unarchive";

export interface EntitySchemas {
  /** The POST body (defaults and field rules). */
  create?: z.ZodType;
  /** The PATCH body (every field optional, no defaults). */
  update?: z.ZodType;
  /** The whole writable record after a create or update: the rules across fields (default: `create`). */
  write?: z.ZodType;
  /** One record as the API answers it. */
  answer: z.ZodObject;
}

export interface ResourceSpec<T extends AnyRecord> {
  path: string;
  collection: Collection<T>;
  /** Permission area (or one per request, e.g. ADMIN vs CUSTOMER users). */
  area: string | ((ctx: RouteContext) => string);
  /**
   * The permission area of one record when `area` depends on the request (an admin's or a
   * customer's account): who may read that record's change log.
   */
  recordArea?: (row: T) => string;
  /** The kind of record in change logs ("product") and in the contract's summaries. */
  entity: string;
  /** The contract; an area not built yet passes its records through (`pendingRecord`). */
  schemas?: EntitySchemas;
  operations?: Operation[];
  /** Action of the permission table used for an operation when it differs (e.g. create → "edit"). */
  actions?: Partial<Record<Action, string>>;
  /** Lists open to every signed-in user (reference data such as the outlet selector's brands and stores). */
  openList?: boolean;
  /** Field naming the record in change logs. */
  labelField?: string;
  /** Restricts what this path sees (e.g. popup banners only). */
  scope?: (row: T, ctx: RouteContext) => boolean;
  /** Values a new record starts with that depend on the request (the body overrides them, `forced` overrides the body). */
  defaults?: (ctx: RouteContext) => Partial<T>;
  forced?: (ctx: RouteContext) => Partial<T>;
  /** Completes the merged record before the schema checks it (e.g. a product's default specifications). */
  prepare?: (record: AnyRecord, existing: T | undefined) => AnyRecord;
  /**
   * Fields no two records may share (ignoring case and surrounding spaces): field → the message a
   * write with a value already used answers 422 with.
   */
  unique?: Partial<Record<keyof T & string, string>>;
  /** Other rules that need the database (existing references): field → message. */
  validate?: (record: T, existing: T | undefined, ctx: RouteContext) => Errors;
  present?: (row: T) => unknown;
  /** Fields a client can never set (areas without a schema; a schema leaves out what it does not name). */
  readOnly?: string[];
  /**
   * Logs some records as another kind of record: their change-log entries name that entity and
   * compare only `values` of the record (an app config that is a page of its own, such as Contact us).
   */
  logAs?: (
    row: T,
  ) => { entity: string; values: (row: T | undefined) => AnyRecord | undefined } | undefined;
  /** Runs after a successful write (side effects such as credentials). */
  afterWrite?: (record: T, body: AnyRecord, existing: T | undefined) => void;
  /** Refuses a delete that would leave other records pointing at nothing (throw an ApiError). */
  beforeDelete?: (existing: T) => void;
  searchFields?: string[];
  /**
   * Query parameters of the list beyond its fields' filters, each documented in the contract and
   * applied by `scope` (e.g. `attention=overdue`: the records a dashboard asks staff to look at).
   */
  listFilters?: Record<string, z.ZodType>;
  /** Extra routes under the same path. */
  extra?: DemoRoute[];
}

const SYSTEM_FIELDS = ["createdAt", "updatedAt", "isArchived", "archivedAt"];

/** Bookkeeping every save rewrites: never a change of its own. */
const BOOKKEEPING = new Set(["createdAt", "updatedAt", "updatedBy", "lastEditor"]);

function diff(before: AnyRecord | undefined, after: AnyRecord | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: ChangeLogRecord["changes"] = [];
  for (const field of keys) {
    if (BOOKKEEPING.has(field)) continue;
    const a = before?.[field];
    const b = after?.[field];
    if (stableJson(a) !== stableJson(b))
      changes.push({ field, before: a ?? null, after: b ?? null });
  }
  return changes;
}

export function writeChangeLog(
  entity: string,
  auth: Auth,
  action: ChangeLogRecord["action"],
  entityId: string,
  entityName: string,
  before: AnyRecord | undefined,
  after: AnyRecord | undefined,
) {
  const changes = action === "DELETE" ? [] : diff(before, after);
  // A save that changed nothing is no event: the log keeps only what someone changed.
  if (action === "UPDATE" && changes.length === 0) return;
  const at = nowIso();
  const role = roleNameOf(auth.user.userId);
  db.changeLogs.insert({
    id: db.changeLogs.newId(),
    entity,
    entityId,
    entityName,
    action,
    changedBy: { userId: auth.user.userId, name: auth.user.name, ...(role ? { role } : {}) },
    changes,
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * The record of `collection` with this id, or a 404 (`message`, else the generic one): the look-up
 * every handler of one record starts with.
 */
export function recordOr404<T extends AnyRecord>(
  collection: Collection<T>,
  id: string,
  message?: string,
): T {
  const found = collection.get(id);
  if (!found) throw notFound(message);
  return found;
}

/**
 * Who may read an entity's change logs: its own change-log area of the permission table where
 * there is one (PRODUCT_CHANGE_LOG), else whoever may open the entity's records.
 */
export function changeLogAccess(entity: string, area: string): { area: string; action: string } {
  const own = `${entity.toUpperCase()}_CHANGE_LOG`;
  return requiredCodes(own, "list") !== undefined
    ? { area: own, action: "list" }
    : { area, action: "show" };
}

const STALE = say("api.server.stale");

const titleCase = (entity: string) =>
  entity.replace(/(^|[-_ ])(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * The permission area of each entity with a resource (the change-log list checks it): one area, or
 * one per record (`recordArea`) for an entity whose records belong to different areas.
 */
export const entityAreas = new Map<string, string | ((entityId: string) => string | undefined)>();

/**
 * A kind of record logged outside `resource()` (a settings page saved as one record): who may read
 * its log (the permission area's show), and the schema its entries are labelled by.
 */
export function registerLoggedEntity(entity: string, area: string, schema: z.ZodType) {
  entityAreas.set(entity, area);
  registerChangeLogSchema(entity, schema);
}

/** The permission area of one record's change log; undefined for an unknown entity or record. */
export function logAreaOf(entity: string, entityId?: string): string | undefined {
  const area = entityAreas.get(entity);
  if (typeof area === "string" || area === undefined) return area;
  return entityId === undefined ? undefined : area(entityId);
}

export function resource<T extends AnyRecord>(spec: ResourceSpec<T>): DemoRoute[] {
  const { collection, path, entity } = spec;
  const idField = collection.idField;
  const ops = new Set<Operation>(spec.operations ?? ["list", "show", "create", "update", "delete"]);
  const area = spec.area;
  const action = (name: Action) => spec.actions?.[name] ?? name;
  const present = (row: T) => (spec.present ? spec.present(row) : row);
  const readOnly = new Set([idField, ...SYSTEM_FIELDS, ...(spec.readOnly ?? [])]);
  const archivable = ops.has("archive");
  const label = (row: AnyRecord | undefined) => String(row?.[spec.labelField ?? idField] ?? "");
  const name = titleCase(entity);
  const answer = spec.schemas?.answer ?? pendingRecord(idField, name);
  const write = spec.schemas?.write ?? spec.schemas?.create;
  const idParam = { id: { from: path, field: idField } };
  const areaName = typeof area === "string" ? area : undefined;
  if (areaName) entityAreas.set(entity, areaName);
  else if (spec.recordArea) {
    const recordArea = spec.recordArea;
    entityAreas.set(entity, (entityId) => {
      const row = collection.get(entityId);
      return row && recordArea(row);
    });
  }
  if (spec.schemas) registerChangeLogSchema(entity, spec.schemas.answer);

  const load = (ctx: RouteContext): T => {
    const row = collection.get(ctx.params.id!);
    if (!row || (spec.scope && !spec.scope(row, ctx))) throw notFound();
    return row;
  };

  /** Areas without a schema: drop what a client may not set. */
  const clean = (body: AnyRecord) => {
    const result: AnyRecord = {};
    for (const [key, value] of Object.entries(body)) if (!readOnly.has(key)) result[key] = value;
    return result;
  };

  const check = (record: T, existing: T | undefined, ctx: RouteContext) => {
    const errors = {
      ...takenFields(collection, record, spec.unique),
      ...spec.validate?.(record, existing, ctx),
    };
    if (Object.keys(errors).length) throw invalid(errors);
  };

  const log = (
    auth: Auth,
    kind: ChangeLogRecord["action"],
    before: T | undefined,
    after: T | undefined,
  ) => {
    const row = (after ?? before)!;
    const as = spec.logAs?.(row);
    if (as)
      writeChangeLog(
        as.entity,
        auth,
        kind,
        String(row[idField]),
        label(row),
        as.values(before),
        as.values(after),
      );
    else writeChangeLog(entity, auth, kind, String(row[idField]), label(row), before, after);
  };

  const routes: DemoRoute[] = [...(spec.extra ?? [])];

  if (ops.has("list")) {
    routes.push(
      route({
        method: "get",
        path,
        area: spec.openList ? undefined : area,
        action: spec.openList ? undefined : action("list"),
        summary: `List ${entity} records${archivable ? " (archived ones with isArchived=true)" : ""}`,
        query: spec.listFilters ? listQuery(answer).extend(spec.listFilters) : listQuery(answer),
        response: listOf(answer),
        handler: (ctx) => {
          me(ctx);
          const hideArchived = archivable && !ctx.query.has("isArchived");
          const scope = spec.scope;
          return listCollection(collection, ctx.query, {
            scope:
              scope || hideArchived
                ? (row) => (!hideArchived || !row.isArchived) && (!scope || scope(row, ctx))
                : undefined,
            present,
            searchFields: spec.searchFields,
            fields: ["isArchived"],
          });
        },
      }),
    );
  }
  if (ops.has("show")) {
    routes.push(
      route({
        method: "get",
        path: `${path}/:id`,
        area,
        action: action("show"),
        summary: `One ${entity}`,
        response: answer,
        params: idParam,
        errors: [404],
        handler: (ctx) => present(load(ctx)),
      }),
    );
  }
  if (ops.has("create")) {
    routes.push(
      route({
        method: "post",
        path,
        area,
        action: action("create"),
        summary: `Create a ${entity}`,
        status: 201,
        body: spec.schemas?.create,
        response: answer,
        errors: [422],
        handler: async (ctx) => {
          const auth = me(ctx);
          const body = await ctx.body<AnyRecord>();
          let input: AnyRecord = {
            ...(spec.defaults?.(ctx) ?? {}),
            ...(spec.schemas?.create ? (ctx.data as AnyRecord) : clean(body)),
            ...(spec.forced?.(ctx) ?? {}),
          };
          if (spec.prepare) input = spec.prepare(input, undefined);
          const data = (write ? parseOrThrow(write, input) : input) as AnyRecord;
          const at = nowIso();
          const record = {
            ...data,
            [idField]: collection.newId(),
            ...(archivable ? { isArchived: false, archivedAt: null } : {}),
            createdAt: at,
            updatedAt: at,
          } as unknown as T;
          check(record, undefined, ctx);
          collection.insert(record);
          spec.afterWrite?.(record, body, undefined);
          log(auth, "CREATE", undefined, record);
          return new Reply(present(record), 201);
        },
      }),
    );
  }
  if (ops.has("update")) {
    routes.push(
      route({
        method: "patch",
        path: `${path}/:id`,
        area,
        action: action("edit"),
        summary: `Change a ${entity} (send the updatedAt you loaded: a stale one answers 409)`,
        body: spec.schemas?.update,
        response: answer,
        params: idParam,
        errors: [404, 409, 422],
        handler: async (ctx) => {
          const auth = me(ctx);
          const existing = load(ctx);
          const body = await ctx.body<AnyRecord>();
          if (typeof body.updatedAt === "string" && body.updatedAt !== existing.updatedAt)
            throw conflict(STALE);
          const patch: AnyRecord = spec.schemas?.update
            ? { ...(ctx.data as AnyRecord) }
            : clean(body);
          delete patch.updatedAt;
          let merged: AnyRecord = { ...existing, ...patch, ...(spec.forced?.(ctx) ?? {}) };
          if (spec.prepare) merged = spec.prepare(merged, existing);
          const data = (write ? parseOrThrow(write, merged) : merged) as AnyRecord;
          const record = { ...existing, ...data, updatedAt: nowIso() } as T;
          check(record, existing, ctx);
          collection.replace(record);
          spec.afterWrite?.(record, body, existing);
          log(auth, "UPDATE", existing, record);
          return present(record);
        },
      }),
    );
  }
  if (ops.has("delete")) {
    routes.push(
      route({
        method: "delete",
        path: `${path}/:id`,
        area,
        action: action("delete"),
        summary: `Delete a ${entity}`,
        response: deleted,
        params: idParam,
        errors: [404, 409],
        handler: (ctx) => {
          const auth = me(ctx);
          const existing = load(ctx);
          spec.beforeDelete?.(existing);
          collection.remove(String(existing[idField]));
          log(auth, "DELETE", existing, undefined);
          return { id: existing[idField] };
        },
      }),
    );
  }
  if (archivable) {
    for (const kind of ["archive", "unarchive"] as const) {
      routes.push(
        route({
          method: "patch",
          path: `${path}/:id/${kind}`,
          area,
          action: action(kind),
          summary: `${kind === "archive" ? "Archive" : "Unarchive"} a ${entity}`,
          response: answer,
          params: idParam,
          errors: [404],
          handler: (ctx) => {
            const auth = me(ctx);
            const existing = load(ctx);
            const at = nowIso();
            const record = {
              ...existing,
              isArchived: kind === "archive",
              archivedAt: kind === "archive" ? at : null,
              updatedAt: at,
            } as T;
            collection.replace(record);
            log(auth, kind === "archive" ? "ARCHIVE" : "UNARCHIVE", existing, record);
            return present(record);
          },
        }),
      );
    }
  }
  const logAccess = changeLogAccess(entity, areaName ?? "");
  routes.push(
    route({
      method: "get",
      path: `${path}/:id/change-logs`,
      area: areaName ? logAccess.area : area,
      action: areaName ? logAccess.action : action("show"),
      summary: `The change log of one ${entity}`,
      query: listQuery(changeLog),
      response: listOf(changeLog),
      params: idParam,
      handler: (ctx) => {
        const id = ctx.params.id!;
        return listCollection(db.changeLogs, ctx.query, {
          scope: (row) => row.entity === entity && row.entityId === id,
          present: presentChangeLog,
        });
      },
    }),
  );
  return routes;
}

/** Whether the signed-in user may see an entity's change logs. */
export const mayReadChangeLogs = (auth: Auth, entity: string, area: string) => {
  const access = changeLogAccess(entity, area);
  return permits(auth, access.area, access.action);
};
