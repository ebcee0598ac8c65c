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
import { message, type BoundKind, type MessageValues, type TextKey } from "./messages";
import { normalizePhone, PHONE_PATTERN as PHONE } from "./rules";

export { z };
export { message, type TextKey } from "./messages";

/**
 * Labels are keys of the locale files (`promotions:vouchers.fields.voucherName`) and messages are
 * keys with values (./messages.ts): a form shows them in the user's language, the server in English.
 */
export const requiredMessage = (label: TextKey) => message("validation.required", { field: label });

const TYPE_MESSAGES = {
  text: "validation.type.text",
  wholeNumber: "validation.type.wholeNumber",
  number: "validation.type.number",
  boolean: "validation.type.boolean",
} as const;

/** The error of a value of the wrong type, or of a missing one ("Brand name is required."). */
const typeError =
  (label: TextKey, expected: keyof typeof TYPE_MESSAGES) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null
      ? requiredMessage(label)
      : message(TYPE_MESSAGES[expected], { field: label });

/** A rule across fields: the message of `key` on the field at `path`. */
export function fieldIssue(
  ctx: z.RefinementCtx,
  path: string | (string | number)[],
  key: TextKey,
  values: MessageValues = {},
) {
  ctx.addIssue({
    code: "custom",
    path: Array.isArray(path) ? path : [path],
    message: message(key, values),
  });
}

/** A required text, trimmed, non-empty, at most `max` characters. */
export const requiredText = (label: TextKey, max = 200) =>
  z
    .string({ error: typeError(label, "text") })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, message("validation.maxLength", { field: label, max }))
    .meta({ label });

/**
 * An optional text, trimmed, at most `max` characters. Left empty it is no text: the forms send null
 * (a backend may still send "" for one never filled in).
 */
export const optionalText = (label: TextKey, max = 2000) =>
  z
    .string({ error: typeError(label, "text") })
    .trim()
    .max(max, message("validation.maxLength", { field: label, max }))
    .nullable()
    .meta({ label });

/** A bounded number (`whole`: no decimals); the bounds are in every message that refuses a value. */
const bounded = (
  label: TextKey,
  { min, max, whole, kind }: { min: number; max: number; whole: boolean; kind: BoundKind },
) => {
  let schema = z.number({ error: typeError(label, whole ? "wholeNumber" : "number") });
  if (whole) schema = schema.int(message(TYPE_MESSAGES.wholeNumber, { field: label }));
  return schema
    .min(min, message("validation.min", { field: label, min, kind }))
    .max(max, message("validation.max", { field: label, max, kind }))
    .meta({ label, kind, minimum: min, maximum: max });
};

/** A whole number between `min` and `max` (quantities, counts, lengths). */
export const integer = (label: TextKey, { min = 0, max }: { min?: number; max: number }) =>
  bounded(label, { min, max, whole: true, kind: "number" });

/** A number with decimals between `min` and `max` (percentages, dioptres). */
export const decimal = (label: TextKey, { min, max }: { min: number; max: number }) =>
  bounded(label, { min, max, whole: false, kind: "number" });

/**
 * The most rupiah any amount of the console may hold (a price, a cap, a fee, an order's total): no
 * eyewear shop comes near a thousand million rupiah in one amount, so a larger one is a typo.
 */
export const MAX_RUPIAH = 1_000_000_000;

/** Whole rupiah between `min` (0 unless said) and `max` (MAX_RUPIAH unless said). */
export const money = (
  label: TextKey,
  { min = 0, max = MAX_RUPIAH }: { min?: number; max?: number } = {},
) => bounded(label, { min, max, whole: true, kind: "money" });

/** A number of 0 or more, at most `max`. */
export const nonNegative = (label: TextKey, max = MAX_RUPIAH) =>
  bounded(label, { min: 0, max, whole: false, kind: "number" });

/** The most places a list may order (banners, FAQs, payment channels): a larger position is a typo. */
export const MAX_ORDER = 10_000;

/** A position in an ordered list, from 1. */
export const position = (label: TextKey = "crud.fields.order") =>
  integer(label, { min: 1, max: MAX_ORDER });

/** A count the server works out (stores of a brand, members of a role): never written by a client. */
export const count = (description: string) => z.number().int().min(0).meta({ description });

export const flag = (label: TextKey) =>
  z.boolean({ error: typeError(label, "boolean") }).meta({ label });

/** A choice among fixed values, with the server's "Choose one of: …" message. */
export const oneOf = <const T extends readonly [string, ...string[]]>(label: TextKey, values: T) =>
  z
    .enum(values, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage(label)
          : message("validation.oneOf", { values: values.join(", ") }),
    })
    .meta({ label });

export const EMAIL_MESSAGE = message("validation.email");
export const PHONE_MESSAGE = message("validation.phone");

export const email = (label: TextKey = "crud.fields.email") =>
  z
    .string({ error: typeError(label, "text") })
    .trim()
    .min(1, requiredMessage(label))
    .pipe(z.email(EMAIL_MESSAGE))
    .meta({ label });

/** An e-mail that may be left empty. */
export const optionalEmail = (label: TextKey = "crud.fields.email") =>
  z
    .string({ error: typeError(label, "text") })
    .trim()
    .refine((value) => value === "" || z.email().safeParse(value).success, EMAIL_MESSAGE)
    .meta({ label });

/**
 * A phone number as typed (08…, 628…, +62 812-…), kept in the one form the API stores: +62812…
 * (`normalizePhone`). Written once: every phone field's schema goes through it.
 */
export const phoneText = (label: TextKey) =>
  z
    .string({ error: typeError(label, "text") })
    .trim()
    .overwrite(normalizePhone);

/** An Indonesian or international phone number that may be left empty. */
export const optionalPhone = (label: TextKey = "crud.fields.phone") =>
  phoneText(label)
    .refine((value) => value === "" || PHONE.test(value), PHONE_MESSAGE)
    .meta({
      label,
      description:
        "Digits, spaces and dashes, optionally starting with +; stored as +62… (08… and 628… are Indonesian); empty when unknown.",
    });

/** A phone number that must be given, stored as +62… like `optionalPhone`. */
export const requiredPhone = (label: TextKey, pattern: RegExp = PHONE, invalid = PHONE_MESSAGE) =>
  phoneText(label)
    .min(1, requiredMessage(label))
    .regex(pattern, invalid)
    .meta({ label, description: "As typed (08…, 628…, +62…), stored as +62…" });

/**
 * A required code (a brand code, an SKU): trimmed, upper-cased, and matching `pattern`, else refused
 * with `invalid` (the message saying its form).
 */
export const code = (label: TextKey, pattern: RegExp, invalid: string, description: string) =>
  z
    .string({ error: () => requiredMessage(label) })
    .trim()
    .toUpperCase()
    .min(1, requiredMessage(label))
    .regex(pattern, invalid)
    .meta({ label, description });

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
 * A record of an area with an archive page, as stored: the fields a client writes, the server's own
 * (`own`: its id first), then the archive flags and the timestamps.
 */
export const archivableRecord = <S extends z.ZodRawShape, O extends z.ZodRawShape>(
  fields: z.ZodObject<S>,
  own: O,
) => fields.extend({ ...own, ...archiveFields, ...timestamps });

/**
 * The optimistic-concurrency token of a PATCH: the `updatedAt` the client loaded. When it is no
 * longer the record's, the server answers 409 and changes nothing.
 */
export const concurrencyToken = {
  updatedAt: timestamp(
    "The record's `updatedAt` as the client loaded it; a stale value answers 409 conflict.",
  ).optional(),
};

/**
 * The body of a reorder (`PATCH …/reorder`): the ids of an ordered list in their new order, each
 * once; none at all is refused with `refusal`.
 */
export const idsInOrder = (refusal: TextKey, meta: { description: string; label?: TextKey }) =>
  z
    .array(z.string().min(1), { error: () => message(refusal) })
    .min(1, message(refusal))
    .meta(meta);

/** A reorder's body `{ [field]: ids }` named `id` in the contract: the one field is `idsInOrder`. */
export const reorderBody = <K extends string>(
  id: string,
  field: K,
  refusal: TextKey,
  meta: { description: string; label?: TextKey },
) =>
  z
    .object({ [field]: idsInOrder(refusal, meta) } as Record<K, ReturnType<typeof idsInOrder>>)
    .meta({ id });

/** The answer of a reorder: the records in their new order. */
export const inNewOrder = <T extends z.ZodType>(item: T, id: string, description: string) =>
  z.object({ results: z.array(item) }).meta({ id, description });

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

/**
 * zod issues as the 422 envelope's `payload.errors` (the first message of each field), each message
 * as `read` writes it (the server: in English).
 */
export function toFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  read: (message: string) => string = (text) => text,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issuePath(issue.path) || "_";
    errors[key] ??= read(issue.message);
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
