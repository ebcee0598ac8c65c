import type { AnyRecord, Collection } from "../db/collection";

/**
 * Checks the demo API makes by hand: what needs the database (unique codes, existing references),
 * and the rules of the areas whose schema comes with their issue. Field → message; the caller throws
 * one 422 (`invalid`) with all of them.
 */
export type Errors = Record<string, string>;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Equal ignoring case and surrounding spaces (unique names and codes). */
export const sameText = (a: unknown, b: unknown) =>
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

export function requireFields(
  body: object,
  fields: Record<string, string>,
  errors: Errors = {},
): Errors {
  for (const [field, label] of Object.entries(fields)) {
    if (isBlank((body as Record<string, unknown>)[field])) errors[field] = `${label} is required.`;
  }
  return errors;
}

export function checkEmail(value: unknown, field: string, errors: Errors) {
  if (!isBlank(value) && (typeof value !== "string" || !EMAIL.test(value.trim())))
    errors[field] = "Please enter a valid email address.";
}

export const oneOf = (
  value: unknown,
  options: readonly string[],
  field: string,
  errors: Errors,
) => {
  if (!isBlank(value) && !options.includes(String(value)))
    errors[field] = `Choose one of: ${options.join(", ")}.`;
};

export const nonNegative = (value: unknown, field: string, errors: Errors, label: string) => {
  if (isBlank(value)) return;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
    errors[field] = `${label} must be a number of 0 or more.`;
};

export const dateOrder = (record: AnyRecord, errors: Errors, start = "startAt", end = "endAt") => {
  if (record[start] && record[end] && String(record[end]) < String(record[start]))
    errors[end] = "The end must be after the start.";
};

/** Loyalty and rewards: the requirement type is POINT only (spec 2.2). */
export const pointsOnly = (record: AnyRecord, errors: Errors, requirementType: string) => {
  if (record.requirementType !== requirementType)
    errors.requirementType = `The requirement type is ${requirementType} only.`;
};
