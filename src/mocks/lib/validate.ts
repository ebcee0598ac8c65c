import type { AnyRecord, Collection } from "../db/collection";

/**
 * Checks the demo API makes by hand, beyond the entity's schema: what needs the database (unique
 * names and codes, existing references). Field → message (`say()`, read in the request's language);
 * the caller throws one 422 (`invalid`) with all of them.
 */
export type Errors = Record<string, string>;

/** Equal ignoring case and surrounding spaces (unique names and codes). */
const sameText = (a: unknown, b: unknown) =>
  String(a ?? "")
    .trim()
    .toLowerCase() ===
  String(b ?? "")
    .trim()
    .toLowerCase();

/** Whether no other row has this value in `field` (case-insensitive). */
export const unique = <T extends AnyRecord>(
  rows: readonly T[],
  field: string,
  value: unknown,
  idField: string,
  id: unknown,
) => !rows.some((row) => row[idField] !== id && sameText(row[field], value));

/**
 * Whether another record of `collection` has the record's value in `field`, ignoring case and
 * surrounding spaces: a unique name or code already used.
 */
export const isTaken = <T extends AnyRecord>(
  collection: Collection<T>,
  record: T,
  field: keyof T & string,
) =>
  !unique(collection.all(), field, record[field], collection.idField, record[collection.idField]);

/**
 * The unique fields (field → its message) whose value another record of `collection` already has:
 * what a write answers 422 for.
 */
export const takenFields = <T extends AnyRecord>(
  collection: Collection<T>,
  record: T,
  messages: Partial<Record<keyof T & string, string>> = {},
): Errors =>
  Object.fromEntries(
    Object.entries(messages).filter(([field]) => isTaken(collection, record, field)),
  ) as Errors;
