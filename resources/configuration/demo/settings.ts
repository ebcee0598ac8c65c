import type { z } from "@/contract/common";
import type { AnyRecord } from "@/mocks/db/collection";
import { db } from "@/mocks/db";
import { registerLoggedEntity, writeChangeLog } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { conflict, me, route, type Auth, type DemoRoute } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/**
 * A settings page of the demo API: one record over some app configs (`/app-configs`), read with a
 * GET and saved as a whole with a PATCH at `/app-config-settings/{setting}`. A save checks the
 * `updatedAt` it loaded (stale: 409), writes every config of the setting at once, records who saved
 * (`updatedBy`) and one change-log entry for the page: its fields as the page's schema labels them
 * (a save that changed nothing writes none).
 */

const STALE = say("configuration:api.settingsStale");

/** An app config by key. */
export const config = (key: string): AnyRecord | undefined => db.appConfigs.get(key);

/** updatedAt (the latest) and updatedBy (of that save) over a setting's configs. */
export function meta(keys: readonly string[]) {
  const rows = keys.map(config).filter((row): row is AnyRecord => row !== undefined);
  const latest = rows.reduce<AnyRecord | undefined>(
    (best, row) => (!best || String(row.updatedAt) > String(best.updatedAt) ? row : best),
    undefined,
  );
  return {
    updatedAt: String(latest?.updatedAt ?? new Date(0).toISOString()),
    updatedBy: (latest?.updatedBy as { userId: string; name: string } | undefined) ?? null,
  };
}

export function checkFresh(body: { updatedAt?: string }, keys: readonly string[]) {
  if (typeof body.updatedAt === "string" && body.updatedAt !== meta(keys).updatedAt)
    throw conflict(STALE);
}

/** Writes the changed configs of a setting with one timestamp and the saver's name. */
export function save(auth: Auth, group: string, values: Record<string, unknown>) {
  const at = nowIso();
  const by = { userId: auth.user.userId, name: auth.user.name };
  for (const [key, value] of Object.entries(values)) {
    const existing = config(key);
    db.appConfigs.replace(
      existing
        ? { ...existing, value, updatedAt: at, updatedBy: by }
        : {
            configId: key,
            key,
            group,
            value,
            description: key,
            createdAt: at,
            updatedAt: at,
            updatedBy: by,
          },
    );
  }
}

export interface SettingSpec<B extends z.ZodType<{ updatedAt?: string }>> {
  /** Its name in the path: `/app-config-settings/{setting}`, and its record in its change log. */
  setting: string;
  /** The kind of record of its change log ("shipment-settings"), labelled by `response`. */
  entity: string;
  /** Its permission area, also the group its new configs are saved under. */
  area: string;
  /** The app configs it is made of (their latest `updatedAt` is the setting's). */
  keys: readonly string[];
  /** The contract's summaries of the GET and of the PATCH. */
  summaries: { read: string; save: string };
  /** The PATCH body and the answer of both. */
  body: B;
  response: z.ZodType;
  /** The setting as it is stored now. */
  read: () => AnyRecord;
  /** Rules beyond the schema, once the save is known to be fresh (throws a 422). */
  check?: (data: z.output<B>) => void;
  /** The configs' new values, by key. */
  values: (data: z.output<B>) => Record<string, unknown>;
}

/** The GET and PATCH of one settings page. */
export function settingRoutes<B extends z.ZodType<{ updatedAt?: string }>>(
  spec: SettingSpec<B>,
): DemoRoute[] {
  const path = `/app-config-settings/${spec.setting}`;
  // Its log is read by whoever may open the page, each field by the page's own label.
  registerLoggedEntity(spec.entity, spec.area, spec.response);
  return [
    route({
      method: "get",
      path,
      area: spec.area,
      action: "show",
      summary: spec.summaries.read,
      response: spec.response,
      handler: (ctx) => {
        me(ctx);
        return spec.read();
      },
    }),
    route({
      method: "patch",
      path,
      area: spec.area,
      action: "edit",
      summary: spec.summaries.save,
      body: spec.body,
      response: spec.response,
      errors: [409, 422],
      handler: (ctx) => {
        const auth = me(ctx);
        checkFresh(ctx.data, spec.keys);
        spec.check?.(ctx.data);
        const before = spec.read();
        save(auth, spec.area, spec.values(ctx.data));
        const after = spec.read();
        writeChangeLog(spec.entity, auth, "UPDATE", spec.setting, spec.setting, before, after);
        return after;
      },
    }),
  ];
}
