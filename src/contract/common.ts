/**
 * Building blocks of the entity schemas (zod 4). Each entity lives in its own file of this folder and
 * is written once: the pages, forms, data provider and demo API take their types from it
 * (`z.infer` / `z.input`), the demo API validates every write with it, and `npm run contract`
 * generates docs/openapi.json from it. Pages that do not validate import only types
 * (`import type`), so zod never reaches the login page or a list page.
 *
 * Messages are the server's English sentences (the forms show them on the field they name).
 */
import { z } from "zod";
import { PHONE_PATTERN as PHONE } from "./rules";

export { z };

export const requiredMessage = (label: string) => `${label} is required.`;

/** The error of a value of the wrong type, or of a missing one ("Brand name is required."). */
const typeError =
  (label: string, expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null
      ? requiredMessage(label)
      : `${label} must be ${expected}.`;

/** A required text, trimmed, non-empty, at most `max` characters. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: typeError(label, "text") })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} is at most ${max} characters.`);

/** An optional text ("" when absent on a create), trimmed, at most `max` characters. */
export const optionalText = (label: string, max = 2000) =>
  z
    .string({ error: typeError(label, "text") })
    .trim()
    .max(max, `${label} is at most ${max} characters.`);

export const integer = (label: string, { min, max }: { min?: number; max?: number } = {}) => {
  let schema = z
    .number({ error: typeError(label, "a whole number") })
    .int(`${label} must be a whole number.`);
  if (min !== undefined) schema = schema.min(min, `${label} must be at least ${min}.`);
  if (max !== undefined) schema = schema.max(max, `${label} must be at most ${max}.`);
  return schema;
};

/** A number of 0 or more (prices, quantities). */
export const nonNegative = (label: string) =>
  z
    .number({ error: typeError(label, "a number") })
    .refine(Number.isFinite, `${label} must be a number.`)
    .min(0, `${label} must be a number of 0 or more.`);

export const flag = (label: string) => z.boolean({ error: typeError(label, "true or false") });

/** A choice among fixed values, with the server's "Choose one of: …" message. */
export const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? requiredMessage(label)
        : `Choose one of: ${values.join(", ")}.`,
  });

export const EMAIL_MESSAGE = "Please enter a valid email address.";
export const PHONE_MESSAGE = "Please enter a valid phone number.";

export const email = (label = "Email") =>
  z
    .string({ error: typeError(label, "text") })
    .trim()
    .min(1, requiredMessage(label))
    .pipe(z.email(EMAIL_MESSAGE));

/** An e-mail that may be left empty. */
export const optionalEmail = () =>
  z
    .string({ error: typeError("Email", "text") })
    .trim()
    .refine((value) => value === "" || z.email().safeParse(value).success, EMAIL_MESSAGE);

/** An Indonesian or international phone number that may be left empty. */
export const optionalPhone = () =>
  z
    .string({ error: typeError("Phone", "text") })
    .trim()
    .refine((value) => value === "" || PHONE.test(value), PHONE_MESSAGE)
    .meta({
      description: "Digits, spaces and dashes, optionally starting with +; empty when unknown.",
    });

/** An id as the API writes it (`brd-1`, `prd-lx3k2`). */
export const id = (description?: string) =>
  z
    .string()
    .min(1)
    .meta(description ? { description } : {});

/** An ISO 8601 timestamp as `Date.toISOString()` writes it. */
export const timestamp = (description?: string) =>
  z.iso.datetime({ offset: true }).meta(description ? { description } : {});

/** `createdAt` and `updatedAt` of every record (api-conventions.md). */
export const timestamps = {
  createdAt: timestamp("When the record was created."),
  updatedAt: timestamp(
    "When the record last changed. Send it back with a PATCH: a stale value answers 409 (someone else changed the record).",
  ),
};

/** Who changed a record last (set by the server on every write). */
export const lastEditor = z
  .object({ userId: z.string(), name: z.string() })
  .meta({ id: "LastEditor", description: "The person who made the last change." });

/** The archive flags of the areas with an archive page (spec section 4). */
export const archiveFields = {
  isArchived: z.boolean().meta({
    description: "Archived records are left out of lists unless `isArchived` is asked for.",
  }),
  archivedAt: z.union([timestamp(), z.null()]).optional(),
};

/**
 * The optimistic-concurrency token of a PATCH: the `updatedAt` the client loaded. When it is no
 * longer the record's, the server answers 409 and changes nothing.
 */
export const concurrencyToken = {
  updatedAt: timestamp(
    "The record's `updatedAt` as the client loaded it; a stale value answers 409 conflict.",
  ).optional(),
};

/** A list answer: one page of records and the total that matches the filters. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Total number of records that match the filters." }),
  });

/** The answer of a delete. */
export const deleted = z.object({ id: z.string() }).meta({ id: "Deleted" });

/** The error envelope's payload of a 422: messages keyed by the field path (`address.city`, `specifications.3.value`). */
export const fieldErrors = z
  .object({ errors: z.record(z.string(), z.string()) })
  .meta({ id: "FieldErrors" });

/**
 * A record the console does not read or write yet (an area still to be built): its id and timestamps
 * are agreed, the rest of its fields come with its area's schema.
 */
export const pendingRecord = (idField: string, name: string) =>
  z.looseObject({ [idField]: id(), ...timestamps }).meta({
    id: name,
    description: `${name}: only the id and timestamps are fixed until its area is built; other fields pass through.`,
  });

/** Field paths of zod issues as the API keys them: `specifications.3.value`. */
export const issuePath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** zod issues as the 422 envelope's `payload.errors` (the first message of each field). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issuePath(issue.path) || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The body of a PATCH: every field optional and without its create default (a field left out stays
 * as it is), plus the concurrency token.
 */
export function patchOf<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(fields.shape) as [string, z.ZodType][]) {
    const meta = field.meta();
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
    shape[key] = (meta && inner !== field ? inner.meta(meta) : inner).optional();
  }
  return z.object({ ...shape, ...concurrencyToken }) as unknown as z.ZodObject<
    {
      [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
    } & typeof concurrencyToken
  >;
}

const LIST_PARAMS = {
  _start: z.coerce.number().int().min(0).optional().meta({ description: "First row (0-based)." }),
  _end: z.coerce.number().int().min(0).optional().meta({ description: "Row after the last one." }),
  _sort: z
    .string()
    .optional()
    .meta({ description: "Sort fields, comma-separated (`_sort=brandName,updatedAt`)." }),
  _order: z
    .string()
    .optional()
    .meta({ description: "`asc` or `desc` per sort field, comma-separated." }),
  q: z
    .string()
    .optional()
    .meta({ description: "Free-text search over the collection's searchable fields." }),
};

const scalarKind = (schema: z.ZodType): "text" | "choice" | "number" | "time" | undefined => {
  let inner: z.ZodType = schema;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodNullable
  )
    inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodUnion) {
    const kinds = (inner.options as z.ZodType[])
      .filter((option) => !(option instanceof z.ZodNull))
      .map(scalarKind);
    return kinds.length === 1 ? kinds[0] : undefined;
  }
  if (inner instanceof z.ZodISODateTime) return "time";
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodBoolean || inner instanceof z.ZodLiteral)
    return "choice";
  if (inner instanceof z.ZodNumber) return "number";
  if (inner instanceof z.ZodString) return "text";
  return undefined;
};

/**
 * The query of a list (api-conventions.md "Resources"): paging, sorting, `q`, and the filters of the
 * record's top-level fields as the console uses them: `field=value` (repeat for "any of") and
 * `field_ne` for choices, ids and codes; `field_like` for other texts; `field_gte` / `field_lte` for
 * numbers and timestamps. (The backend accepts every operator on every field; these are documented.)
 */
export function listQuery(record: z.ZodObject) {
  const params: Record<string, z.ZodType> = { ...LIST_PARAMS };
  const anyOf = z.array(z.string()).optional();
  for (const [key, field] of Object.entries(record.shape) as [string, z.ZodType][]) {
    const kind = scalarKind(field);
    if (!kind) continue;
    if (kind === "number" || kind === "time") {
      params[`${key}_gte`] = z
        .string()
        .optional()
        .meta({ description: `${key} ≥ value.` });
      params[`${key}_lte`] = z
        .string()
        .optional()
        .meta({ description: `${key} ≤ value.` });
    } else if (kind === "choice" || /(Id|Code|Type|sku|status)$/i.test(key)) {
      params[key] = anyOf.meta({
        description: `${key} is one of the values (repeat the parameter).`,
      });
      params[`${key}_ne`] = z
        .string()
        .optional()
        .meta({ description: `${key} differs.` });
    } else {
      params[`${key}_like`] = z
        .string()
        .optional()
        .meta({ description: `${key} contains (case-insensitive).` });
    }
  }
  return z.object(params);
}
