import type { AnyRecord, Collection } from "../db/collection";

/**
 * List queries of api-conventions.md over plain rows: `_start`/`_end`, several
 * `_sort`/`_order` (comma-separated), `field=value` (repeated = any of), `field_ne`,
 * `field_gte`, `field_lte`, `field_like`, and `q` over the searchable fields. Dotted
 * fields reach into objects and arrays (`address.city`, `stocks.storeId`). Unknown
 * fields are ignored.
 *
 * For collections, the sort order and the lowercased search text are cached per
 * collection version, so a page of 20 out of 100,000 rows costs one linear filter pass.
 */
const RESERVED = new Set(["_start", "_end", "_sort", "_order", "q", "_page", "_limit"]);
const SUFFIXES = ["_ne", "_gte", "_lte", "_like"] as const;
type Op = "eq" | "ne" | "gte" | "lte" | "like";

export interface ListOptions<T> {
  /** Rows a caller may see at all (applied before the filters). */
  scope?: (row: T) => boolean;
  /** Default "createdAt" (desc) when the rows have it. */
  defaultSort?: { field: string; order: "asc" | "desc" };
  present?: (row: T) => unknown;
  searchFields?: string[];
  /** Extra field names accepted as filters although the rows may lack them. */
  fields?: string[];
  /** Filters handled by the caller (skipped here). */
  skip?: string[];
}

export interface ListResult {
  results: unknown[];
  count: number;
}

/** Leaf values at a dotted path (arrays are flattened). */
export function valuesAt(row: unknown, path: string): unknown[] {
  if (!path.includes(".")) {
    const value = (row as AnyRecord | null)?.[path];
    return Array.isArray(value) ? value : [value];
  }
  let current: unknown[] = [row];
  for (const part of path.split(".")) {
    const next: unknown[] = [];
    for (const item of current) {
      if (item === null || item === undefined) continue;
      const value = (item as AnyRecord)[part];
      if (Array.isArray(value)) next.push(...value);
      else next.push(value);
    }
    current = next;
  }
  return current;
}

const firstValue = (row: unknown, path: string) => valuesAt(row, path)[0];

interface Filter {
  field: string;
  op: Op;
  values: string[];
}

function parseFilters(query: URLSearchParams, known: Set<string>, skip: Set<string>): Filter[] {
  const filters: Filter[] = [];
  const seen = new Set<string>();
  for (const key of query.keys()) {
    if (seen.has(key) || RESERVED.has(key) || skip.has(key)) continue;
    seen.add(key);
    let field = key;
    let op: Op = "eq";
    for (const suffix of SUFFIXES) {
      if (key.endsWith(suffix)) {
        field = key.slice(0, -suffix.length);
        op = suffix.slice(1) as Op;
        break;
      }
    }
    if (skip.has(field) || !known.has(field.split(".")[0]!)) continue;
    const values = query.getAll(key).flatMap((value) => (op === "eq" || op === "ne" ? [value] : [value]));
    if (values.length) filters.push({ field, op, values });
  }
  return filters;
}

const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

function compareForRange(value: unknown, wanted: string): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const number = Number(wanted);
  if (typeof value === "number" && wanted.trim() !== "" && Number.isFinite(number)) return value - number;
  const text = String(value);
  return text < wanted ? -1 : text > wanted ? 1 : 0;
}

function matcher(filter: Filter): (row: unknown) => boolean {
  const { field, op, values } = filter;
  if (op === "eq" || op === "ne") {
    const wanted = new Set(values);
    const test = (row: unknown) => valuesAt(row, field).some((value) => wanted.has(asText(value)));
    return op === "eq" ? test : (row) => !test(row);
  }
  if (op === "like") {
    const needles = values.map((value) => value.toLowerCase());
    return (row) => valuesAt(row, field).some((value) => needles.every((needle) => asText(value).toLowerCase().includes(needle)));
  }
  const wanted = values[values.length - 1]!;
  return (row) =>
    valuesAt(row, field).some((value) => {
      const difference = compareForRange(value, wanted);
      if (difference === undefined) return false;
      return op === "gte" ? difference >= 0 : difference <= 0;
    });
}

interface Sort {
  field: string;
  order: "asc" | "desc";
}

function parseSorts(query: URLSearchParams, known: Set<string>, fallback?: Sort): Sort[] {
  const fields = (query.get("_sort") ?? "").split(",").map((item) => item.trim()).filter(Boolean);
  const orders = (query.get("_order") ?? "").split(",").map((item) => item.trim().toLowerCase());
  const sorts = fields
    .map((field, i) => ({ field, order: (orders[i] === "desc" ? "desc" : "asc") as Sort["order"] }))
    .filter((sort) => known.has(sort.field.split(".")[0]!));
  return sorts.length ? sorts : fallback ? [fallback] : [];
}

type SortKeys = (number | string | null)[];

function sortKeys(rows: readonly unknown[], field: string): SortKeys {
  const keys: SortKeys = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = firstValue(rows[i], field);
    keys[i] =
      value === null || value === undefined || value === ""
        ? null
        : typeof value === "number"
          ? value
          : typeof value === "boolean"
            ? Number(value)
            : String(value).toLowerCase();
  }
  return keys;
}

function sortedOrder(rows: readonly unknown[], sorts: Sort[]): Uint32Array {
  const keys = sorts.map((sort) => sortKeys(rows, sort.field));
  const directions = sorts.map((sort) => (sort.order === "desc" ? -1 : 1));
  const order = new Array<number>(rows.length);
  for (let i = 0; i < rows.length; i++) order[i] = i;
  order.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const x = keys[k]![a]!;
      const y = keys[k]![b]!;
      if (x === y) continue;
      if (x === null) return 1; // empty values last, whatever the direction
      if (y === null) return -1;
      return (x < y ? -1 : 1) * directions[k]!;
    }
    return a - b;
  });
  return Uint32Array.from(order);
}

interface Cache {
  version: number;
  rows: readonly unknown[];
  orders: Map<string, Uint32Array>;
  search?: string[];
  known?: Set<string>;
}
const caches = new WeakMap<object, Cache>();

function cacheOf(collection: Collection<AnyRecord>): Cache {
  let cache = caches.get(collection);
  const rows = collection.all();
  if (!cache || cache.version !== collection.version || cache.rows !== rows) {
    cache = { version: collection.version, rows, orders: new Map() };
    caches.set(collection, cache);
  }
  return cache;
}

function knownFields(rows: readonly unknown[], extra: string[] = []): Set<string> {
  const known = new Set(extra);
  const step = Math.max(1, Math.floor(rows.length / 200));
  for (let i = 0; i < rows.length; i += step) for (const key of Object.keys(rows[i] as object)) known.add(key);
  return known;
}

function searchText(rows: readonly unknown[], fields: string[]): string[] {
  return rows.map((row) => fields.map((field) => valuesAt(row, field).map(asText).join(" ")).join(" ").toLowerCase());
}

function run<T>(
  rows: readonly T[],
  query: URLSearchParams,
  options: ListOptions<T>,
  known: Set<string>,
  getOrder: (sorts: Sort[]) => Uint32Array | undefined,
  getSearch: (() => string[]) | undefined,
): ListResult {
  const skip = new Set(options.skip ?? []);
  const filters = parseFilters(query, known, skip).map(matcher);
  const fallback = options.defaultSort ?? (known.has("createdAt") ? { field: "createdAt", order: "desc" as const } : undefined);
  const sorts = parseSorts(query, known, fallback);
  const order = sorts.length ? getOrder(sorts) : undefined;
  const q = (query.get("q") ?? "").trim().toLowerCase();
  const terms = q ? q.split(/\s+/) : [];
  const search = terms.length && getSearch ? getSearch() : undefined;
  const scope = options.scope;
  const matched: T[] = [];
  const total = rows.length;
  for (let n = 0; n < total; n++) {
    const i = order ? order[n]! : n;
    const row = rows[i]!;
    if (scope && !scope(row)) continue;
    if (search && !terms.every((term) => search[i]!.includes(term))) continue;
    let ok = true;
    for (const test of filters) {
      if (!test(row)) {
        ok = false;
        break;
      }
    }
    if (ok) matched.push(row);
  }
  const start = Math.max(0, Number.parseInt(query.get("_start") ?? "0", 10) || 0);
  const endParam = query.get("_end");
  const end = endParam === null ? matched.length : Math.max(start, Number.parseInt(endParam, 10) || 0);
  const page = matched.slice(start, end);
  return { results: options.present ? page.map(options.present) : page, count: matched.length };
}

/** A list query over a collection (cached sort orders and search text). */
export function listCollection<T extends AnyRecord>(collection: Collection<T>, query: URLSearchParams, options: ListOptions<T> = {}): ListResult {
  const cache = cacheOf(collection as unknown as Collection<AnyRecord>);
  const rows = cache.rows as readonly T[];
  cache.known ??= knownFields(rows, [collection.idField, ...(options.fields ?? [])]);
  const fields = options.searchFields ?? collection.searchFields;
  return run(
    rows,
    query,
    options,
    cache.known,
    (sorts) => {
      const key = sorts.map((sort) => `${sort.field}:${sort.order}`).join(",");
      let order = cache.orders.get(key);
      if (!order) {
        order = sortedOrder(rows, sorts);
        cache.orders.set(key, order);
      }
      return order;
    },
    fields.length ? () => (cache.search ??= searchText(rows, fields)) : undefined,
  );
}

/** A list query over rows computed per request (small lists). */
export function listRows<T extends AnyRecord>(rows: readonly T[], query: URLSearchParams, options: ListOptions<T> = {}): ListResult {
  const known = knownFields(rows, options.fields ?? []);
  const fields = options.searchFields ?? [];
  return run(rows, query, options, known, (sorts) => sortedOrder(rows, sorts), fields.length ? () => searchText(rows, fields) : undefined);
}
