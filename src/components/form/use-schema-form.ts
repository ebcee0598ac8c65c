import type { FormItemProps } from "antd";
import type { NamePath } from "antd/es/form/interface";
import type { Rule } from "antd/es/form";
import { useCallback, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { isTextKey, message, readAs, type MessageReader } from "@/contract/messages";
import { formatNumber, formatRupiah } from "@/lib/format";

/**
 * A form's fields, their rules written once: in the entity's schema. `field("voucherName")` gives a
 * Form.Item its name, its label (the schema's, in the user's language), whether it is marked
 * required, and one rule that checks the value with the schema, the field's own rules and the rules
 * across fields (the end after the start), with the schema's message in the user's language. A value
 * out of range stays as typed, with the message saying the bound; nothing is clamped or replaced.
 */

type Path = (string | number)[];
const toPath = (name: NamePath): Path => (Array.isArray(name) ? [...name] : [name]) as Path;

/** The schema one wrapper in (optional, nullable, default, readonly, catch, a pipe's input). */
function inner(schema: z.ZodType): z.ZodType | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  )
    return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  return undefined;
}

/** The schema inside all its wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (let next = inner(node); next; next = inner(node)) node = next;
  return node;
}

/** The schema of the field at `path` (objects by key, lists by index, records by any key). */
export function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const part of path) {
    if (!node) return undefined;
    const inner = unwrap(node);
    if (inner instanceof z.ZodObject) node = (inner.shape as Record<string, z.ZodType>)[part];
    else if (inner instanceof z.ZodArray) node = inner.element as z.ZodType;
    else if (inner instanceof z.ZodRecord) node = inner.valueType as z.ZodType;
    else return undefined;
  }
  return node;
}

/** What the schema says of a field (on it or on one of its wrappers): its label, a key. */
function labelOf(schema: z.ZodType): string | undefined {
  for (let node: z.ZodType | undefined = schema; node; node = inner(node)) {
    const label = (node.meta() as { label?: unknown } | undefined)?.label;
    if (typeof label === "string") return label;
  }
  return undefined;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Whether the field must be filled in: its schema refuses it empty. Switches never are. */
export function isRequired(schema: z.ZodType): boolean {
  const base = unwrap(schema);
  if (base instanceof z.ZodBoolean) return false;
  if (base instanceof z.ZodArray) return !accepts(schema, []) && !accepts(schema, null);
  if (base instanceof z.ZodString) return !accepts(schema, "") && !accepts(schema, null);
  return !accepts(schema, null);
}

/** A value the form holds as the API takes it: an emptied optional text is no text (null). */
export function toApiValue(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  // A nullable field left empty (or blank) is none, even where its schema would take "" too.
  const empty = value === undefined || (typeof value === "string" && value.trim() === "");
  if (empty && accepts(schema, null)) return null;
  return value;
}

/**
 * The message of the first issue, as the reader reads it. Schemas write their messages as keys; an
 * issue of a bare zod check (no message of ours) is named by its code.
 */
function issueText(
  reader: MessageReader,
  issue: z.core.$ZodIssue,
  label: string | undefined,
  value: unknown,
): string {
  const field = label ?? "crud.fields.value";
  if (issue.message.startsWith('{"key":')) return readAs(reader, issue.message);
  const empty = value === undefined || value === null || value === "";
  if ((issue.code === "invalid_type" || issue.code === "too_small") && empty)
    return readAs(reader, message("validation.required", { field }));
  if (issue.code === "too_big" && issue.origin === "string")
    return readAs(reader, message("validation.maxLength", { field, max: Number(issue.maximum) }));
  return issue.message;
}

export interface SchemaFieldOptions {
  /** The Form.Item's name when it differs from the schema path (a field inside a Form.List). */
  name?: NamePath;
  /** Another label than the schema's; `false` for none (the control names itself). */
  label?: ReactNode | false;
}

export type SchemaField = Pick<FormItemProps, "name" | "label" | "required" | "rules">;

/**
 * The fields of a form checked by `schema` (the entity's write schema, with its rules across fields).
 * Returns `field(path, options)`: spread it on a Form.Item.
 */
export function useSchemaForm(schema: z.ZodType) {
  const { t } = useTranslation();
  const reader = useMemo<MessageReader>(
    () => ({
      translate: (key, values) => t(key, values),
      formatBound: (value, kind) => (kind === "money" ? formatRupiah(value) : formatNumber(value)),
    }),
    [t],
  );

  return useCallback(
    (path: NamePath, options: SchemaFieldOptions = {}): SchemaField => {
      const full = toPath(path);
      const own = schemaAt(schema, full);
      if (!own) throw new Error(`The schema has no field ${full.join(".")}`);
      const label = labelOf(own);
      const text = (issue: z.core.$ZodIssue, value: unknown) =>
        issueText(reader, issue, label, value);
      const rule: Rule = ({ getFieldsValue }) => ({
        validator: async (_rule, raw: unknown) => {
          const value = toApiValue(own, raw);
          const result = own.safeParse(value);
          if (!result.success) throw new Error(text(result.error.issues[0]!, value));
          // The rules across fields (an end after its start) are the whole record's.
          const whole = schema.safeParse(getFieldsValue(true));
          if (whole.success) return;
          const across = whole.error.issues.find(
            (issue) => issue.code === "custom" && issue.path.join(".") === full.join("."),
          );
          if (across) throw new Error(text(across, value));
        },
      });
      const shown =
        options.label === false
          ? undefined
          : (options.label ?? (label ? (isTextKey(label) ? t(label) : label) : undefined));
      return { name: options.name ?? path, label: shown, required: isRequired(own), rules: [rule] };
    },
    [schema, reader, t],
  );
}

/** The values a form sends: emptied optional texts become null (never "", never 0). */
export function toApiValues<T extends Record<string, unknown>>(schema: z.ZodType, values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(values))
    out[key] = toApiValue(schemaAt(schema, [key]), value);
  return out as T;
}
