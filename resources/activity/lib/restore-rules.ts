/**
 * Which logged change may be put back ("Restore this value" in /activity), how it is written, and
 * why not, said once.
 *
 * Pure: no React, no API. The feed asks it to show the button (or the reason in words) and to build
 * the save; the save itself is the record's own (its rules, its 409, its change log), so a real
 * backend needs no route of its own for a restore.
 *
 * - Only a field change (UPDATE) is restored, one field at a time; a create, an archive, a restore
 *   from the archive or a delete is undone with the record's own buttons, not from the feed.
 * - Only the records whose old values can simply be written back: products, stores, brands,
 *   vouchers, banners, a role's permissions, and the configuration pages (shipping, eye-test
 *   constants, Omnicare links, contact us, page contents, transaction settings). Everything else
 *   says why (a sent notification reached the customer, a payment or a transaction moved money,
 *   points and claimed rewards are the customer's balance, people's own data is theirs).
 * - Fields the server keeps (ids, stamps, who-changed-it) are never written back.
 * - Conflict rule: a restore is refused (409, the usual conflict warning) when the field's value now
 *   is no longer the value the change wrote (its `after`): someone changed it since.
 */
import type { ChangeLog } from "@/contract/change-log";

/** Why a change cannot be put back; each has its sentence in locales/<lang>/activity.json. */
export const RESTORE_REFUSALS = [
  "not-a-field-change",
  "sent",
  "money",
  "balance",
  "personal",
  "not-offered",
  "server-field",
  "role-field",
  "unknown-field",
] as const;
export type RestoreRefusal = (typeof RESTORE_REFUSALS)[number];

/**
 * Where a restored value is written. Most records take one field in a PATCH of their own; a settings
 * page is saved whole (every value it has now, the old one in its place); the contact page keeps its
 * fields inside its app config's `value`.
 */
export interface RestoreTarget {
  /** The console area (Refine resource) whose edit right a restore needs. */
  resource: string;
  /** Its API collection, when it is not the area's name. */
  apiPath?: string;
  /** "field" (the default): that field alone; "whole": the record saved whole; "value": under `value`. */
  write?: "field" | "whole" | "value";
  /** Fields of a whole record's answer that its save does not take (besides the server's own). */
  answerOnly?: readonly string[];
}

/** A settings page: saved whole at `/app-config-settings/{setting}`; its answer names the setting. */
const settingsPage = (resource: string, answerOnly: readonly string[] = []): RestoreTarget => ({
  resource,
  apiPath: "app-config-settings",
  write: "whole",
  answerOnly: ["settingId", ...answerOnly],
});

/** The kinds whose field changes may be written back, and where. */
export const RESTORE_TARGETS: Readonly<Record<string, RestoreTarget>> = {
  product: { resource: "products" },
  store: { resource: "stores" },
  brand: { resource: "brands" },
  voucher: { resource: "vouchers" },
  banner: { resource: "banner" },
  "popup-banner": { resource: "popup-banner" },
  role: { resource: "role" },
  "page-content": { resource: "page-content", apiPath: "page-contents" },
  "contact-us": { resource: "config-contact-us", apiPath: "app-configs", write: "value" },
  "shipment-settings": settingsPage("config-shipment"),
  "eye-test-constants": settingsPage("config-eye-test-constant"),
  "omnicare-links": settingsPage("config-omnicare-links"),
  "transaction-settings": settingsPage("transaction-settings", ["nextNumber"]),
};

/** A configuration page saved as one record (its change log names the page, not a record of it). */
export const isSettingsPage = (entity: string) => {
  const write = RESTORE_TARGETS[entity]?.write;
  return write === "whole" || write === "value";
};

/** Entities whose field changes may be written back. */
export const RESTORABLE_ENTITIES: ReadonlySet<string> = new Set(Object.keys(RESTORE_TARGETS));

/** Entities that are never put back, with the reason a person reads. */
const NEVER: Readonly<Record<string, RestoreRefusal>> = {
  "customer-notification": "sent",
  "notification-schedule": "sent",
  transaction: "money",
  "payment-account": "money",
  "payment-channel": "money",
  "wallet-point": "balance",
  reward: "balance",
  loyalty: "balance",
  user: "personal",
  "user-device": "personal",
  "user-address": "personal",
  prescription: "personal",
};

/** Fields the server writes itself; writing an old value back would be a lie about the record. */
const SERVER_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "createdBy",
  "updatedBy",
  "archivedAt",
  "deletedAt",
]);

export type RestoreVerdict =
  { restorable: true; before: unknown } | { restorable: false; reason: RestoreRefusal };

type Entry = Pick<ChangeLog, "entity" | "action" | "changes">;

/** May this field of this logged change be put back, and if so to which value. */
export function restoreVerdict(entry: Entry, field: string): RestoreVerdict {
  if (entry.action !== "UPDATE") return { restorable: false, reason: "not-a-field-change" };
  const never = NEVER[entry.entity];
  if (never) return { restorable: false, reason: never };
  if (!RESTORABLE_ENTITIES.has(entry.entity)) return { restorable: false, reason: "not-offered" };
  if (SERVER_FIELDS.has(field)) return { restorable: false, reason: "server-field" };
  if (entry.entity === "role" && field !== "permissions")
    return { restorable: false, reason: "role-field" };
  const change = entry.changes.find((item) => item.field === field);
  if (!change) return { restorable: false, reason: "unknown-field" };
  return { restorable: true, before: change.before };
}

type Row = Record<string, unknown>;

/** The field's value in the record as it is now (the contact page's fields sit under `value`). */
export function currentValue(target: RestoreTarget, record: Row, field: string): unknown {
  return target.write === "value" ? (record.value as Row | undefined)?.[field] : record[field];
}

/**
 * What the record's save is sent to put `before` back into `field`: with the record's `updatedAt`,
 * so a save that crossed another one is refused (409) by the record's own rule.
 */
export function restoreBody(
  target: RestoreTarget,
  record: Row,
  field: string,
  before: unknown,
): Row {
  const updatedAt = record.updatedAt;
  if (target.write === "value")
    return { value: { ...(record.value as Row | undefined), [field]: before }, updatedAt };
  if (target.write === "whole") {
    const skip = new Set([...SERVER_FIELDS, ...(target.answerOnly ?? [])]);
    const kept = Object.entries(record).filter(([key]) => !skip.has(key));
    return { ...Object.fromEntries(kept), [field]: before, updatedAt };
  }
  return { [field]: before, updatedAt };
}

/** Deep equality of two JSON-like values (order of object keys ignored, order of lists kept). */
export function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (left == null || right == null) return (left ?? null) === (right ?? null);
  if (typeof left !== "object" || typeof right !== "object") return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const a = left as Record<string, unknown>;
  const b = right as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}

/**
 * The conflict rule: true when the record changed since the logged change, i.e. the field's value
 * now is no longer what the change wrote. A restore is then refused with 409.
 */
export function changedSince(entry: Entry, field: string, current: unknown): boolean {
  const change = entry.changes.find((item) => item.field === field);
  return !change || !sameValue(change.after, current);
}
