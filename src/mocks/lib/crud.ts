import { db } from "../db";
import type { AnyRecord, Collection } from "../db/collection";
import type { ChangeLog } from "../db/types";
import { nowIso } from "./profile";
import { listCollection } from "./query";
import {
  badRequest,
  me,
  notFound,
  permits,
  Reply,
  route,
  type Auth,
  type DemoRoute,
  type RouteContext,
} from "./route";
import type { Errors } from "./validate";

/**
 * The generic resource factory of api-conventions.md: list, detail, create, update
 * (PATCH), delete, archive/unarchive and per-record change logs, over one collection,
 * with the permission area's list/show/create/edit/delete/archive/unarchive actions.
 */
export type Operation = "list" | "show" | "create" | "update" | "delete" | "archive";
type Action = "list" | "show" | "create" | "edit" | "delete" | "archive" | "unarchive";

export interface ResourceSpec<T extends AnyRecord> {
  path: string;
  collection: Collection<T>;
  /** Permission area (or one per request, e.g. ADMIN vs CUSTOMER users). */
  area: string | ((ctx: RouteContext) => string);
  operations?: Operation[];
  /** Action of the permission table used for an operation when it differs (e.g. create → "edit"). */
  actions?: Partial<Record<Action, string>>;
  /** Lists open to every signed-in user (reference data such as the outlet selector's brands and stores). */
  openList?: boolean;
  /** Writes change-log entries for this entity. */
  entity?: ChangeLog["entity"];
  /** Field naming the record in change logs. */
  labelField?: string;
  /** Restricts what this path sees (e.g. popup banners only). */
  scope?: (row: T, ctx: RouteContext) => boolean;
  /** Values a new record starts with (the body overrides them, `forced` overrides the body). */
  defaults?: (ctx: RouteContext) => Partial<T>;
  forced?: (ctx: RouteContext) => Partial<T>;
  /** Normalises the merged record before validation (trim, derive names...). */
  prepare?: (record: T, existing: T | undefined) => T;
  validate?: (record: T, existing: T | undefined, ctx: RouteContext) => Errors;
  present?: (row: T) => unknown;
  /** Fields a client can never set. */
  readOnly?: string[];
  /** Runs after a successful write (side effects such as credentials). */
  afterWrite?: (record: T, body: AnyRecord, existing: T | undefined) => void;
  /** Refuses a delete that would leave other records pointing at nothing (throw an ApiError). */
  beforeDelete?: (existing: T) => void;
  searchFields?: string[];
  /** Extra routes under the same path. */
  extra?: DemoRoute[];
}

const SYSTEM_FIELDS = ["createdAt", "updatedAt", "isArchived", "archivedAt"];

function diff(before: AnyRecord | undefined, after: AnyRecord | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: ChangeLog["changes"] = [];
  for (const field of keys) {
    if (field === "updatedAt" || field === "createdAt") continue;
    const a = before?.[field];
    const b = after?.[field];
    if (JSON.stringify(a) !== JSON.stringify(b))
      changes.push({ field, before: a ?? null, after: b ?? null });
  }
  return changes;
}

export function writeChangeLog(
  entity: ChangeLog["entity"],
  auth: Auth,
  action: ChangeLog["action"],
  entityId: string,
  entityName: string,
  before: AnyRecord | undefined,
  after: AnyRecord | undefined,
) {
  const at = nowIso();
  db.changeLogs.insert({
    id: db.changeLogs.newId(),
    entity,
    entityId,
    entityName,
    action,
    changedBy: { userId: auth.user.userId, name: auth.user.name },
    changes: action === "DELETE" ? [] : diff(before, after),
    createdAt: at,
    updatedAt: at,
  });
}

/** The permission area of change logs of an entity ("product" → PRODUCT_CHANGE_LOG). */
export const changeLogArea = (entity: string) => `${entity.toUpperCase()}_CHANGE_LOG`;

export function resource<T extends AnyRecord>(spec: ResourceSpec<T>): DemoRoute[] {
  const { collection, path } = spec;
  const idField = collection.idField;
  const ops = new Set<Operation>(spec.operations ?? ["list", "show", "create", "update", "delete"]);
  const area = spec.area;
  const action = (name: Action) => spec.actions?.[name] ?? name;
  const present = (row: T) => (spec.present ? spec.present(row) : row);
  const readOnly = new Set([idField, ...SYSTEM_FIELDS, ...(spec.readOnly ?? [])]);
  const archivable = ops.has("archive");
  const label = (row: AnyRecord | undefined) => String(row?.[spec.labelField ?? idField] ?? "");

  const load = (ctx: RouteContext): T => {
    const row = collection.get(ctx.params.id!);
    if (!row || (spec.scope && !spec.scope(row, ctx))) throw notFound();
    return row;
  };

  const clean = (body: AnyRecord) => {
    const result: AnyRecord = {};
    for (const [key, value] of Object.entries(body)) if (!readOnly.has(key)) result[key] = value;
    return result;
  };

  const check = (record: T, existing: T | undefined, ctx: RouteContext) => {
    const errors = spec.validate?.(record, existing, ctx) ?? {};
    if (Object.keys(errors).length) throw badRequest(errors);
  };

  const log = (
    auth: Auth,
    kind: ChangeLog["action"],
    before: T | undefined,
    after: T | undefined,
  ) => {
    if (!spec.entity) return;
    const row = (after ?? before)!;
    writeChangeLog(spec.entity, auth, kind, String(row[idField]), label(row), before, after);
  };

  const routes: DemoRoute[] = [...(spec.extra ?? [])];

  if (ops.has("list")) {
    routes.push(
      route({
        method: "get",
        path,
        area: spec.openList ? undefined : area,
        action: spec.openList ? undefined : action("list"),
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
        handler: async (ctx) => {
          const auth = me(ctx);
          const body = await ctx.body<AnyRecord>();
          const at = nowIso();
          let record = {
            ...(spec.defaults?.(ctx) ?? {}),
            ...clean(body),
            ...(spec.forced?.(ctx) ?? {}),
            [idField]: collection.newId(),
            ...(archivable ? { isArchived: false, archivedAt: null } : {}),
            createdAt: at,
            updatedAt: at,
          } as unknown as T;
          if (spec.prepare) record = spec.prepare(record, undefined);
          check(record, undefined, ctx);
          collection.insert(record);
          spec.afterWrite?.(record, body, undefined);
          log(auth, "CREATE", undefined, record);
          return new Reply(present(record), 201, "Created");
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
        handler: async (ctx) => {
          const auth = me(ctx);
          const existing = load(ctx);
          const body = await ctx.body<AnyRecord>();
          let record = {
            ...existing,
            ...clean(body),
            ...(spec.forced?.(ctx) ?? {}),
            updatedAt: nowIso(),
          } as T;
          if (spec.prepare) record = spec.prepare(record, existing);
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
  if (spec.entity) {
    const entity = spec.entity;
    routes.push(
      route({
        method: "get",
        path: `${path}/:id/change-logs`,
        area: changeLogArea(entity),
        action: "list",
        handler: (ctx) => {
          const id = ctx.params.id!;
          return listCollection(db.changeLogs, ctx.query, {
            scope: (row) => row.entity === entity && row.entityId === id,
          });
        },
      }),
    );
  }
  return routes;
}

/** Whether the signed-in user may see an entity's change logs. */
export const mayReadChangeLogs = (auth: Auth, entity: string) =>
  permits(auth, changeLogArea(entity), "list");
