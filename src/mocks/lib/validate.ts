import { badRequest } from "./route";

/** Tiny field validation: collect `{ field: message }` and throw one 400 at the end. */
export type Errors = Record<string, string>;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^\+?[0-9][0-9 -]{6,18}$/;

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

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

export function checkPassword(value: unknown, field: string, errors: Errors) {
  if (isBlank(value)) errors[field] = "Field is required";
  else if (typeof value !== "string" || value.length < 8)
    errors[field] = "The password must be at least 8 characters.";
}

export function throwIfErrors(errors: Errors, message?: string) {
  if (Object.keys(errors).length) throw badRequest(errors, message);
}
