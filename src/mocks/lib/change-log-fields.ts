import type { ChangeField, ChangeFieldKind, ChangeLog } from "@/contract/change-log";
import type { z } from "@/contract/common";

/**
 * What the change-log routes add to each entry so that one renderer reads every area's log: each
 * changed field's label and kind from the entity's schema, the names of the records a reference
 * points at, and the role of the person who made the change. Worked out when an entry is read, so
 * seeded entries read like new ones and a new area's log needs no code of its own.
 */
type Schema = z.ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  options?: Schema[];
  element?: Schema;
  format?: string;
  shape?: Record<string, Schema>;
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: Schema) =>
  (schema as unknown as { meta: () => { label?: string; kind?: string } | undefined }).meta();

const WRAPPERS = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "readonly",
  "catch",
  "nonoptional",
]);

/** The schema under optional/nullable/default wrappers (and `x | null` unions), with the label met on the way. */
function unwrap(schema: Schema): { inner: Schema; label?: string; money: boolean } {
  let current = schema;
  let label: string | undefined;
  let money = false;
  for (let depth = 0; depth < 10; depth++) {
    const meta = metaOf(current);
    label ??= meta?.label;
    if (meta?.kind === "money") money = true;
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else if (def.type === "union" && def.options) {
      const real = def.options.filter(
        (option) => !["null", "undefined"].includes(defOf(option).type),
      );
      if (real.length !== 1) break;
      current = real[0]!;
    } else break;
  }
  return { inner: current, label, money };
}

const IMAGE_FIELD = /(image|logo|photo|picture|icon|thumbnail|banner)(url|s)?$/i;

function kindOf(field: string, schema: Schema | undefined): Omit<ChangeField, "names"> {
  if (!schema) return { kind: IMAGE_FIELD.test(field) ? "image" : "text" };
  const { inner, label, money } = unwrap(schema);
  const def = defOf(inner);
  const kind: ChangeFieldKind = money
    ? "money"
    : def.type === "number" || def.type === "int" || def.type === "bigint"
      ? "number"
      : def.type === "boolean"
        ? "boolean"
        : def.type === "enum" || def.type === "literal"
          ? "enum"
          : def.type === "array" || def.type === "set"
            ? IMAGE_FIELD.test(field)
              ? "image"
              : "list"
            : def.type === "date" || (def.type === "string" && /date/.test(def.format ?? ""))
              ? "date"
              : def.type === "object" || def.type === "record"
                ? "object"
                : IMAGE_FIELD.test(field)
                  ? "image"
                  : /Id$/.test(field)
                    ? "reference"
                    : "text";
  return label ? { label, kind } : { kind };
}

const shapeOf = (schema: Schema | undefined): Record<string, Schema> => {
  if (!schema) return {};
  const def = defOf(unwrap(schema).inner);
  return def.shape ?? {};
};

const schemas = new Map<string, Schema>();
const nameFinders = new Map<string, (field: string, id: string) => string | undefined>();
let roleOf: (userId: string) => string | undefined = () => undefined;

/** The schema of an entity's records (`resource()` registers it; a hand-written writer may too). */
export const registerChangeLogSchema = (entity: string, schema: Schema) => {
  schemas.set(entity, schema);
};

/** How an entity's references are named (a product's `brandId` → the brand's name). */
export const registerChangeLogNames = (
  entity: string,
  find: (field: string, id: string) => string | undefined,
) => {
  nameFinders.set(entity, find);
};

/** Who the authors are: the users domain tells the engine a user's role name. */
export const setChangeLogRoleResolver = (resolve: (userId: string) => string | undefined) => {
  roleOf = resolve;
};

/** The role a user has now: written into each new entry, so the log keeps the role at the time. */
export const roleNameOf = (userId: string) => roleOf(userId);

const idsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.filter((item) => typeof item === "string")
      : [];

/** One entry as the change-log routes answer it. */
export function presentChangeLog(row: ChangeLog): ChangeLog {
  const shape = shapeOf(schemas.get(row.entity));
  const find = nameFinders.get(row.entity);
  const fields: Record<string, ChangeField> = {};
  for (const change of row.changes) {
    const described: ChangeField = kindOf(change.field, shape[change.field]);
    if (find && (described.kind === "reference" || described.kind === "list")) {
      const names: Record<string, string> = {};
      for (const id of [...idsIn(change.before), ...idsIn(change.after)]) {
        const name = find(change.field, id);
        if (name) names[id] = name;
      }
      if (Object.keys(names).length) {
        described.names = names;
        if (
          described.kind === "reference" ||
          typeof change.before === "string" ||
          typeof change.after === "string"
        )
          described.kind = "reference";
      }
    }
    fields[change.field] = described;
  }
  // Entries keep the author's role at the time; a seeded one without it reads the role of today.
  const role = row.changedBy.role ?? roleOf(row.changedBy.userId);
  return { ...row, changedBy: role ? { ...row.changedBy, role } : row.changedBy, fields };
}
