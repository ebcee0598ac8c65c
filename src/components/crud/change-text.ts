import type { ChangeField, ChangeLog, ChangeLogAction } from "@/contract/change-log";
import { isTextKey } from "@/contract/messages";
import { formatDate, formatDateTime, formatNumber, formatRupiah } from "@/lib/format";
import { stableJson } from "@/lib/stable-json";
import { valueLabel } from "@/lib/value-labels";
import type { TFunction } from "i18next";

/**
 * One renderer of a change-log entry's values, for every area: a field by its label (the schema's,
 * in the user's language), a value by its kind (money "Rp 431.000", numbers and dates formatted,
 * booleans as words, an enum by its label, an image as a thumbnail, rich text as plain text, a list
 * as what was added and removed, a reference by the record's name). Whatever else reads as a short
 * text, never as JSON.
 */

/** A domain's labels of enum values, per field (`status` → "Active"). */
export type ChangeValueLabels = Record<string, (value: string) => string | undefined>;

export interface ChangeReader {
  t: TFunction;
  /** How this field is read (from the entry's `fields`); unknown → by the value's own shape. */
  field?: ChangeField;
  /** The domain's label of an enum value of this field. */
  enumLabel?: (value: string) => string | undefined;
}

const MAX_TEXT = 120;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const IMAGE_VALUE = /^data:image\/|^(https?:)?\/\/?\S+\.(png|jpe?g|gif|webp|svg|avif)(\?\S*)?$/i;
const HTML = /<\/?[a-z][^>]*>/i;
const ENUM_VALUE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{4,}$/;

/** "salePrice" → "Sale price", "WAITING_PAYMENT" → "Waiting payment": a readable last resort. */
export function humanize(key: string): string {
  const words = key
    .replace(/[_.-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const shorten = (text: string) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text;

/** Rich text (HTML) as the words a person reads. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

export const isImageValue = (value: unknown, field?: ChangeField): boolean =>
  typeof value === "string" && (field?.kind === "image" || IMAGE_VALUE.test(value));

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

const NAME_KEYS = /(^name$|^label$|^title$|Name$|Label$|Title$|^color$|^code$|^sku$)/;

/** An object as a short text: its name when it has one, a range as "min – max", else its values. */
function objectText(value: Record<string, unknown>, reader: ChangeReader): string {
  if ("min" in value && "max" in value)
    return `${valueText(value.min, { t: reader.t })} – ${valueText(value.max, { t: reader.t })}`;
  const nameKey = Object.keys(value).find(
    (key) => NAME_KEYS.test(key) && typeof value[key] === "string",
  );
  // A named link ("WhatsApp (https://wa.me/…)") reads with its address: a changed address shows.
  if (nameKey)
    return shorten(
      typeof value.url === "string" && value.url
        ? `${String(value[nameKey])} (${value.url})`
        : String(value[nameKey]),
    );
  const parts = Object.entries(value)
    .filter(([key, item]) => !/Id$|^id$/.test(key) && item !== null && typeof item !== "object")
    .map(([key, item]) => `${humanize(key)}: ${valueText(item, { t: reader.t })}`);
  return parts.length
    ? shorten(parts.join(", "))
    : reader.t("changeLogs.values.items", { count: 1 });
}

/** One value as text (the CSV, a list's items, a title of a thumbnail). */
export function valueText(value: unknown, reader: ChangeReader): string {
  const { t, field, enumLabel } = reader;
  if (isEmpty(value)) return t("changeLogs.values.empty");
  const kind = field?.kind;
  if (typeof value === "string" && field?.names?.[value]) return field.names[value];
  const labelled = typeof value === "string" ? enumLabel?.(value) : undefined;
  if (labelled && labelled !== value) return labelled;
  if (kind === "reference" && typeof value === "string") return t("changeLogs.values.otherRecord");
  if (typeof value === "boolean")
    return t(value ? "changeLogs.values.yes" : "changeLogs.values.no");
  if (typeof value === "number")
    return kind === "money" ? formatRupiah(value) : formatNumber(value);
  if (Array.isArray(value)) {
    // The items of a list are read by their own shape (an enum's values, a record's names).
    const item: ChangeField | undefined = field && {
      kind: field.kind === "image" ? "image" : "text",
      names: field.names,
    };
    return value.map((entry) => valueText(entry, { t, field: item, enumLabel })).join(", ");
  }
  if (typeof value === "object") return objectText(value as Record<string, unknown>, reader);
  const text = String(value);
  if (isImageValue(text, field)) return t("changeLogs.values.image");
  if (kind === "enum" || (!field?.label && ENUM_VALUE.test(text)))
    return enumLabel?.(text) ?? humanize(text);
  if (ISO_DATE.test(text)) return text.length > 10 ? formatDateTime(text) : formatDate(text);
  if (HTML.test(text)) return shorten(plainText(text));
  return shorten(text);
}

const keyOf = (item: unknown) => stableJson(item);

/** What a list gained and lost (in the order of the lists). */
export function listDifference(before: unknown, after: unknown) {
  const old = Array.isArray(before) ? before : isEmpty(before) ? [] : [before];
  const now = Array.isArray(after) ? after : isEmpty(after) ? [] : [after];
  const oldKeys = new Set(old.map(keyOf));
  const nowKeys = new Set(now.map(keyOf));
  return {
    added: now.filter((item) => !oldKeys.has(keyOf(item))),
    removed: old.filter((item) => !nowKeys.has(keyOf(item))),
  };
}

/** Whether a change reads as "added: …; removed: …" rather than before → after. */
export const isListChange = (before: unknown, after: unknown, field?: ChangeField) =>
  field?.kind === "list" ||
  ((Array.isArray(before) || Array.isArray(after)) &&
    (Array.isArray(before) || isEmpty(before)) &&
    (Array.isArray(after) || isEmpty(after)));

/** A change as one line of text: "Price: Rp 430.000 → Rp 431.000", "Sub roles: added: Kasir". */
export function changeText(label: string, before: unknown, after: unknown, reader: ChangeReader) {
  if (isListChange(before, after, reader.field)) {
    const { added, removed } = listDifference(before, after);
    const parts = [
      ...(added.length
        ? [reader.t("changeLogs.values.added", { items: valueText(added, reader) })]
        : []),
      ...(removed.length
        ? [reader.t("changeLogs.values.removed", { items: valueText(removed, reader) })]
        : []),
    ];
    if (parts.length) return `${label}: ${parts.join("; ")}`;
  }
  return `${label}: ${valueText(before, reader)} → ${valueText(after, reader)}`;
}

/** A field's label: the domain's own, else the schema's (a locale key), else its name as words. */
export function fieldLabel(
  t: TFunction,
  field: string,
  own: Record<string, string>,
  described?: ChangeField,
): string {
  if (own[field]) return own[field];
  const label = described?.label;
  if (label) return isTextKey(label) ? t(label) : label;
  return humanize(field.split(".").at(-1) ?? field);
}

/** One change of a log entry (`changes[n]`). */
type Change = ChangeLog["changes"][number];

interface KeyedValue {
  key: string;
  value?: unknown;
}

/** A list of `{ key, value }` (a product's specifications), not any list whose items have a key. */
const isKeyedList = (value: unknown): value is KeyedValue[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      item &&
      typeof item === "object" &&
      typeof (item as KeyedValue).key === "string" &&
      "value" in item,
  );

/**
 * One change as readable lines. A list of keyed values (a product's
 * specifications) is broken down per key, labelled `<field>.<key>`.
 */
export function changeLines(change: Change): { field: string; before: unknown; after: unknown }[] {
  const { field, before, after } = change;
  if (
    (isKeyedList(before) || before == null) &&
    (isKeyedList(after) || after == null) &&
    (before != null || after != null)
  ) {
    const old = new Map((before ?? []).map((item) => [item.key, item.value]));
    const now = new Map((after ?? []).map((item) => [item.key, item.value]));
    const keys = [...new Set([...old.keys(), ...now.keys()])];
    return keys
      .filter((key) => stableJson(old.get(key)) !== stableJson(now.get(key)))
      .map((key) => ({
        field: `${field}.${key}`,
        before: old.get(key) ?? null,
        after: now.get(key) ?? null,
      }));
  }
  return [change];
}

/** The lines worth reading: not the record's own id nor bookkeeping, nor "— → —". */
export const visibleLines = (log: ChangeLog) =>
  log.changes
    .flatMap(changeLines)
    .filter((change) => change.field !== `${log.entity}Id` && change.field !== "archivedAt")
    .filter((change) => stableJson(change.before) !== stableJson(change.after));

/**
 * What a domain says of an entity's log lines beyond its schema, in the user's language: field labels
 * the schema does not carry (a product's specification keys) and its enum values' labels, per field.
 */
export interface ChangeLogWords {
  fields?: (t: TFunction) => Record<string, string>;
  values?: (t: TFunction) => ChangeValueLabels;
}

/**
 * A domain's words per entity of its logs, the default export of its `change-log-exports.ts`
 * (change-log-registry.ts finds them): `defineChangeLogWords({ product: { fields, values } })`.
 */
export type ChangeLogWordsByEntity = Readonly<Record<string, ChangeLogWords>>;

export function defineChangeLogWords(words: ChangeLogWordsByEntity): ChangeLogWordsByEntity {
  return words;
}

/** An entity's words as a log reads them: its field labels (with those every log shares) and enums. */
export interface ChangeLogLabels {
  fields: Record<string, string>;
  values: ChangeValueLabels;
}

/** An entity's labels in the words of `t`: the labels every log shares (archived, created), then its own. */
export const changeLogLabels = (t: TFunction, words: ChangeLogWords): ChangeLogLabels => ({
  fields: {
    isArchived: t("translation:crud.fields.isArchived"),
    createdAt: t("translation:crud.fields.createdAt"),
    ...words.fields?.(t),
  },
  values: words.values?.(t) ?? {},
});

/** How a line of an entry reads its field: as the entry describes it (its schema's label and kind). */
const readerOf = (t: TFunction, log: ChangeLog, field: string, labels: ChangeLogLabels) => ({
  t,
  field: log.fields?.[field],
  enumLabel: labels.values[field],
});

/** An entry's changes as the lines the log shows: each line's label and how its values read. */
export function entryLines(t: TFunction, log: ChangeLog, labels: ChangeLogLabels) {
  return visibleLines(log).map((change) => {
    const reader: ChangeReader = readerOf(t, log, change.field, labels);
    return {
      ...change,
      reader,
      label: fieldLabel(t, change.field, labels.fields, reader.field),
    };
  });
}

/** An entry's changes as one text: "Price: Rp 430.000 → Rp 431.000; Status: Draft → Active". */
export const entryText = (t: TFunction, log: ChangeLog, labels: ChangeLogLabels) =>
  entryLines(t, log, labels)
    .map((line) => changeText(line.label, line.before, line.after, line.reader))
    .join("; ");

/** "Alice Admin (Administrator)": who made a change, with their role when known. */
export const authorText = (t: TFunction, log: ChangeLog) =>
  log.changedBy.role
    ? t("translation:changeLogs.values.byRole", {
        name: log.changedBy.name,
        role: log.changedBy.role,
      })
    : log.changedBy.name;

/** An action in words ("Updated"). */
export const actionLabel = valueLabel<ChangeLogAction>({
  CREATE: "translation:changeLogs.actionLabels.CREATE",
  UPDATE: "translation:changeLogs.actionLabels.UPDATE",
  ARCHIVE: "translation:changeLogs.actionLabels.ARCHIVE",
  UNARCHIVE: "translation:changeLogs.actionLabels.UNARCHIVE",
  DELETE: "translation:changeLogs.actionLabels.DELETE",
});
