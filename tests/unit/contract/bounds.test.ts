import { renderHook } from "@testing-library/react";
import { z } from "zod";
import { routes } from "@resources/demo";
import { useSchemaForm, type SchemaField } from "@/components/form/use-schema-form";
import type { DemoRoute } from "@/mocks/lib/route";
import { i18n, loadNamespaces, NAMESPACES } from "@providers/i18n";
import { api, signIn } from "../mocks/api";

/**
 * Every number a client writes, over every write of the demo API's route table (so over every
 * entity's schema, a new area's included with no line here): it has a lower and an upper bound in
 * its schema; a value past either bound is refused by the form with the bound in its message and by
 * the API with 422 naming the field, and nothing is stored; a cleared optional field is stored as
 * none (null), never 0 or "".
 */

type Path = (string | number)[];
interface NumberLeaf {
  route: DemoRoute;
  path: Path;
  schema: z.ZodType;
  min: number;
  max: number;
}

/** A bound a client could never reach by accident is no bound (z.int()'s safe-integer range). */
const real = (bound: number | null | undefined) =>
  typeof bound === "number" && Number.isFinite(bound) && Math.abs(bound) < Number.MAX_SAFE_INTEGER;

function peel(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (;;) {
    if (
      node instanceof z.ZodOptional ||
      node instanceof z.ZodNullable ||
      node instanceof z.ZodDefault ||
      node instanceof z.ZodReadonly ||
      node instanceof z.ZodCatch
    )
      node = node.unwrap() as z.ZodType;
    else if (node instanceof z.ZodPipe) node = node.in as z.ZodType;
    else return node;
  }
}

/** The number fields of a body, at any depth (a list's items at index 0). */
function numberFields(schema: z.ZodType, path: Path = []): { path: Path; schema: z.ZodType }[] {
  const node = peel(schema);
  if (node instanceof z.ZodNumber) return [{ path, schema }];
  if (node instanceof z.ZodObject)
    return Object.entries(node.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      numberFields(child, [...path, key]),
    );
  if (node instanceof z.ZodArray) return numberFields(node.element as z.ZodType, [...path, 0]);
  if (node instanceof z.ZodUnion)
    return (node.options as z.ZodType[]).flatMap((option) => numberFields(option, path));
  return [];
}

const writes = routes.filter(
  (route) => ["post", "put", "patch"].includes(route.method) && route.body && route.auth,
);

/** The documented bounds of a number: its checks, or the `minimum`/`maximum` of a rule of its own. */
function boundsOf(schema: z.ZodType): { min?: number; max?: number } {
  const number = peel(schema) as z.ZodNumber;
  let min = real(number.minValue) ? number.minValue! : undefined;
  let max = real(number.maxValue) ? number.maxValue! : undefined;
  for (let node: z.ZodType | undefined = schema; node;) {
    const meta = (node.meta() ?? {}) as { minimum?: number; maximum?: number };
    if (min === undefined && real(meta.minimum)) min = meta.minimum;
    if (max === undefined && real(meta.maximum)) max = meta.maximum;
    const next: z.ZodType | undefined =
      node instanceof z.ZodOptional ||
      node instanceof z.ZodNullable ||
      node instanceof z.ZodDefault ||
      node instanceof z.ZodReadonly ||
      node instanceof z.ZodCatch
        ? (node.unwrap() as z.ZodType)
        : node instanceof z.ZodPipe
          ? (node.in as z.ZodType)
          : undefined;
    node = next;
  }
  return { min, max };
}

/**
 * Numbers whose bounds are their record's own data: a product specification's value lies within that
 * specification's own minimum and maximum (its inputProps, themselves bounded: they are checked
 * here), and the product's schema refuses a value outside them naming the specification
 * (tests/integration/catalogue).
 */
const BOUNDED_BY_THEIR_RECORD = /^specifications\.0\.value(\.|$)/;

const unbounded: string[] = [];
const leaves: NumberLeaf[] = [];
for (const route of writes) {
  for (const { path, schema } of numberFields(route.body!)) {
    const { min, max } = boundsOf(schema);
    const where = `${route.method.toUpperCase()} ${route.path} ${path.join(".")}`;
    if (BOUNDED_BY_THEIR_RECORD.test(path.join("."))) continue;
    if (min === undefined || max === undefined) unbounded.push(where);
    else leaves.push({ route, path, schema, min, max });
  }
}

const digits = (value: number | string) => String(value).replace(/[^\d]/g, "");

describe("the bounds of every number a client writes", () => {
  // The forms show the labels of every domain; afterwards the other test files (in the same worker)
  // find i18n as it was: only what they load themselves.
  let before: string[] = [];
  beforeAll(() => {
    before = [...((i18n.options.ns as string[] | undefined) ?? [])];
    return loadNamespaces([...NAMESPACES]);
  });
  afterAll(() => {
    const added = NAMESPACES.filter((ns) => !before.includes(ns));
    for (const lng of Object.keys(i18n.store.data))
      for (const ns of added) i18n.removeResourceBundle(lng, ns);
    i18n.options.ns = before;
  });

  it("finds the writes of every domain", () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(leaves.length).toBeGreaterThan(20);
  });

  it("has a lower and an upper bound in its schema", () => {
    expect(unbounded).toEqual([]);
  });

  it("is refused past each bound by the form, with the bound in the field's message", async () => {
    const problems: string[] = [];
    for (const leaf of leaves) {
      const body = leaf.route.body!;
      const { result } = renderHook(() => useSchemaForm(body));
      let item: SchemaField;
      try {
        item = result.current(leaf.path);
      } catch {
        continue; // a body the forms do not build field by field (a list of ids)
      }
      const rule = (item.rules ?? [])[0];
      const validator =
        typeof rule === "function" ? rule({ getFieldsValue: () => ({}) } as never) : rule;
      for (const [value, bound] of [
        [leaf.max + 1, leaf.max],
        [leaf.min - 1, leaf.min],
      ] as const) {
        const where = `${leaf.route.method} ${leaf.route.path} ${leaf.path.join(".")}=${value}`;
        try {
          await (
            validator as { validator: (rule: unknown, value: unknown) => Promise<void> }
          ).validator({}, value);
          problems.push(`${where}: accepted`);
        } catch (error) {
          const text = (error as Error).message;
          if (!digits(text).includes(digits(Math.abs(bound))))
            problems.push(`${where}: "${text}" does not say ${bound}`);
          if (/[a-z]+:[a-z]/i.test(text) && !text.includes(" "))
            problems.push(`${where}: untranslated "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("is refused past each bound by the API with 422 on the field, and nothing is stored", async () => {
    const token = await signIn("admin@demo.test");
    const problems: string[] = [];
    const topLevel = leaves.filter((leaf) => leaf.path.length === 1);
    for (const leaf of topLevel) {
      const target = await pathFor(leaf.route, token);
      if (!target) continue;
      const field = String(leaf.path[0]);
      for (const value of [leaf.max + 1, leaf.min - 1]) {
        const answer = await api(leaf.route.method.toUpperCase(), target, {
          token,
          body: { [field]: value },
        });
        const where = `${leaf.route.method.toUpperCase()} ${target} ${field}=${value}`;
        if (answer.status === 403 || answer.status === 404) continue;
        if (answer.status !== 422) problems.push(`${where}: answered ${answer.status}`);
        else if (!answer.payload?.errors?.[field])
          problems.push(
            `${where}: 422 without ${field} (${Object.keys(answer.payload?.errors ?? {}).join(", ")})`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it("stores a cleared optional field as none (or refuses it on the field), never 0 or an empty text", async () => {
    const token = await signIn("admin@demo.test");
    const problems: string[] = [];
    let checked = 0;
    for (const route of writes.filter(
      (write) => write.method === "patch" && write.path.includes(":id"),
    )) {
      const body = peel(route.body!);
      if (!(body instanceof z.ZodObject)) continue;
      const target = await pathFor(route, token);
      if (!target) continue;
      for (const [field, schema] of Object.entries(body.shape as Record<string, z.ZodType>)) {
        if (field === "updatedAt" || !schema.safeParse(null).success) continue;
        const before = await api("GET", target, { token });
        if (before.status !== 200 || !(field in (before.payload ?? {}))) continue;
        const answer = await api("PATCH", target, {
          token,
          body: { [field]: null, updatedAt: before.payload.updatedAt },
        });
        const where = `PATCH ${target} ${field}=null`;
        // A field required by another's value (a banner's content for its type) may refuse none:
        // then it says so on the field. It is never stored as something else.
        if (answer.status === 422 && !answer.payload?.errors?.[field])
          problems.push(`${where}: 422 without ${field}`);
        if (answer.status !== 200) continue;
        checked += 1;
        const after = await api("GET", target, { token });
        const stored = after.payload?.[field];
        if (stored === 0 || stored === "")
          problems.push(`${where}: stored ${JSON.stringify(stored)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});

/** The route's path with a real record's id (its contract says where to find one). */
async function pathFor(route: DemoRoute, token: string): Promise<string | undefined> {
  let path = route.path;
  for (const param of path.match(/:[A-Za-z_]\w*/g) ?? []) {
    const source = route.params?.[param.slice(1)];
    if (!source) return undefined;
    const list = await api("GET", source.from.replace(/:([A-Za-z_]\w*)/g, "x"), { token });
    const payload = list.payload as { results?: Record<string, unknown>[] } & Record<
      string,
      unknown
    >;
    const first = payload?.results?.[0] ?? payload;
    const value = first?.[source.field];
    if (typeof value !== "string" && typeof value !== "number") return undefined;
    path = path.replace(param, encodeURIComponent(String(value)));
  }
  return path;
}
