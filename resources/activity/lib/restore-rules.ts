/**
 * Which logged change may be put back ("Restore this value" in /activity), and why not, said once.
 *
 * Pure: no React, no API. The feed asks it to show or disable the button (with the reason in words),
 * and the demo API asks it again before writing, so a hand-made request is refused the same way.
 *
 * - Only a field change (UPDATE) is restored, one field at a time; a create, an archive, a restore
 *   from the archive or a delete is undone with the record's own buttons, not from the feed.
 * - Only the records whose old values can simply be written back: products, stores, brands,
 *   vouchers, banners and a role's permissions. Everything else says why
 *   (a sent notification reached the customer, a payment or a transaction moved money, points and
 *   claimed rewards are the customer's balance, people's own data is theirs).
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
 * The kinds whose field changes may be written back, and the console area whose record the value is
 * written to (through that area's own PATCH, its rules and its change log; a role: only its
 * permissions). The configuration pages are not offered yet: each is saved by a page of its own.
 */
export const RESTORE_AREAS: Readonly<Record<string, string>> = {
  product: "products",
  store: "stores",
  brand: "brands",
  voucher: "vouchers",
  banner: "banner",
  "popup-banner": "popup-banner",
  role: "role",
};

/** Entities whose field changes may be written back. */
export const RESTORABLE_ENTITIES: ReadonlySet<string> = new Set(Object.keys(RESTORE_AREAS));

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
