/**
 * Messages written once, read in every language. A schema's message is a key of the locale files
 * with its values (`{"key":"validation.max","values":{"field":"promotions:vouchers.fields.quota",
 * "max":100000}}`): the forms show it in the user's language, the server answers it in English
 * (api-conventions.md: a sentence fit to show a person). `field` names the field's label, itself a
 * key; `kind` says how `min` and `max` are written (rupiah, a count).
 *
 * No zod here: the forms and the server's English both read it.
 */

/** A key of the locale files: `namespace:path` (`promotions:vouchers.fields.voucherName`) or a path of the default namespace. */
export type TextKey = string;

/** How a bound is written: whole rupiah ("Rp 1.000.000.000"), or a plain number. */
export type BoundKind = "money" | "number";

export interface MessageValues {
  /** The field's label (a key). */
  field?: TextKey;
  min?: number;
  max?: number;
  kind?: BoundKind;
  [name: string]: unknown;
}

interface Message {
  key: TextKey;
  values: MessageValues;
}

/** A message of a schema: its key and values, kept as text (zod messages are text). */
export const message = (key: TextKey, values: MessageValues = {}): string =>
  JSON.stringify({ key, values } satisfies Message);

/** The key and values of a schema's message; undefined for a plain sentence. */
export function readMessage(text: string): Message | undefined {
  if (!text.startsWith('{"key":')) return undefined;
  try {
    const parsed = JSON.parse(text) as Message;
    return typeof parsed.key === "string" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a label is a key of the locale files (not yet a sentence of its own). */
export const isTextKey = (label: string): boolean =>
  /^[a-z][\w-]*:[\w.-]+$|^[a-z][\w-]*\.[\w.-]+$/.test(label);

export interface MessageReader {
  /** The text of a key, with its values. */
  translate: (key: TextKey, values?: Record<string, unknown>) => string;
  /** A bound as the reader writes it. */
  formatBound: (value: number, kind: BoundKind) => string;
}

/** A schema's message as `reader` reads it (a plain sentence stays as it is). */
export function readAs(reader: MessageReader, text: string): string {
  const found = readMessage(text);
  if (!found) return text;
  const { field, min, max, kind = "number", ...rest } = found.values;
  const values: Record<string, unknown> = { ...rest };
  // Several sentences said as one message (`sayAll`): each read in the same language.
  if (Array.isArray(rest.parts))
    values.parts = rest.parts.map((part) => readAs(reader, String(part))).join(" ");
  if (field !== undefined) values.field = isTextKey(field) ? reader.translate(field) : field;
  if (min !== undefined) values.min = reader.formatBound(min, kind);
  if (max !== undefined) values.max = reader.formatBound(max, kind);
  return reader.translate(found.key, values);
}
