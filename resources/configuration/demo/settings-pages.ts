import type { z } from "@/contract/common";
import type { AnyRecord } from "@/mocks/db/collection";
import { db } from "@/mocks/db";
import { registerLoggedEntity, writeChangeLog } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { conflict, type Auth } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/**
 * How a settings page (Shipment, Eye-test constants, Omnicare links, Transaction settings) is read
 * and saved as one record over its app configs (`/app-configs`; the keys are in each page's file). A save checks the
 * `updatedAt` it loaded (stale: 409), writes every config of the setting at once, records who saved
 * (`updatedBy`) and one change-log entry for the page: its fields as the page's schema labels them
 * (a save that changed nothing writes none).
 */

const STALE = say("configuration:api.settingsStale");

export const GROUPS = {
  shipment: "SHIPMENT_SETTING",
  constants: "CONSTANTS_SETTING",
  omnicare: "OMNICARE_LINK_SETTING",
} as const;

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

/** A settings page as its change log knows it. */
export interface SettingsPage {
  /** Its permission area (the configs' group). */
  group: string;
  /** The kind of record of its log ("shipment-settings"), read with `schema`'s labels. */
  entity: string;
  /** The page as the API answers it (`settingId` names the record of the log). */
  read: () => AnyRecord & { settingId: string };
}

/** Declares a settings page: its log is readable by whoever may open the page. */
export function settingsPage(page: SettingsPage, schema: z.ZodType): SettingsPage {
  registerLoggedEntity(page.entity, page.group, schema);
  return page;
}

/**
 * Writes the changed configs of a setting with one timestamp and the saver's name, and one
 * change-log entry for the page.
 */
export function save(auth: Auth, page: SettingsPage, values: Record<string, unknown>) {
  const before = page.read();
  write(auth, page.group, values);
  const after = page.read();
  writeChangeLog(page.entity, auth, "UPDATE", before.settingId, before.settingId, before, after);
}

function write(auth: Auth, group: string, values: Record<string, unknown>) {
  const at = nowIso();
  const by = { userId: auth.user.userId, name: auth.user.name };
  for (const [key, value] of Object.entries(values)) {
    const existing = config(key);
    if (existing && JSON.stringify(existing.value) === JSON.stringify(value)) {
      db.appConfigs.replace({ ...existing, updatedAt: at, updatedBy: by });
      continue;
    }
    const record: AnyRecord = existing
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
        };
    db.appConfigs.replace(record);
  }
}
