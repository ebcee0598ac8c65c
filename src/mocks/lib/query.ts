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
    const values = query
      .getAll(key)
      .flatMap((value) => (op === "eq" || op === "ne" ? [value] : [value]));
    if (values.length) filters.push({ field, op, values });
  }
  return filters;
}

const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Calls `test` on each leaf value at `field`; fast path for plain (non-dotted, non-array) fields. */
function anyValue(field: string, test: (value: unknown) => boolean): (row: unknown) => boolean {
  if (field.includes(".")) return (row) => valuesAt(row, field).some(test);
  return (row) => {
    const value = (row as AnyRecord)[field];
    return Array.isArray(value) ? value.some(test) : test(value);
  };
}

function matcher(filter: Filter): (row: unknown) => boolean {
  const { field, op, values } = filter;
  if (op === "eq" || op === "ne") {
    const wanted = new Set(values);
    const test = anyValue(field, (value) =>
      typeof value === "string" ? wanted.has(value) : wanted.has(asText(value)),
    );
    return op === "eq" ? test : (row) => !test(row);
  }
  if (op === "like") {
    const needles = values.map((value) => value.toLowerCase());
    return anyValue(field, (value) => {
      const text = asText(value).toLowerCase();
      return needles.every((needle) => text.includes(needle));
    });
  }
  const wanted = values[values.length - 1]!;
  const number = wanted.trim() === "" ? NaN : Number(wanted);
  const numeric = Number.isFinite(number);
  const sign = op === "gte" ? 1 : -1;
  return anyValue(field, (value) => {
    if (value === null || value === undefined || value === "") return false;
    if (typeof value === "number" && numeric) return (value - number) * sign >= 0;
    const text = typeof value === "string" ? value : String(value);
    return sign > 0 ? text >= wanted : text <= wanted;
  });
}

interface Sort {
  field: string;
  order: "asc" | "desc";
}

function parseSorts(query: URLSearchParams, known: Set<string>, fallback?: Sort): Sort[] {
  const fields = (query.get("_sort") ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const orders = (query.get("_order") ?? "").split(",").map((item) => item.trim().toLowerCase());
  const sorts = fields
    .map((field, i) => ({ field, order: (orders[i] === "desc" ? "desc" : "asc") as Sort["order"] }))
    .filter((sort) => known.has(sort.field.split(".")[0]!));
  return sorts.length ? sorts : fallback ? [fallback] : [];
}

type SortKeys = (number | string | null)[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Timestamps sort chronologically; other text case-insensitively. */
function stringKey(text: string): number | string {
  if (ISO_DATE.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return ms;
  }
  return text.toLowerCase();
}

/** Canonical UTC timestamp as toISOString writes it ("2026-11-22T04:16:00.000Z"): already sorts as text. */
const isCanonicalIso = (text: string) =>
  text.length === 24 &&
  text.charCodeAt(23) === 90 &&
  text.charCodeAt(10) === 84 &&
  text.charCodeAt(4) === 45;

function sortKey(value: unknown): number | string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  const text = String(value);
  return isCanonicalIso(text) ? text : stringKey(text);
}

function sortKeys(rows: readonly unknown[], field: string): SortKeys {
  const keys: SortKeys = new Array(rows.length);
  if (field.includes("."))
    for (let i = 0; i < rows.length; i++) keys[i] = sortKey(firstValue(rows[i], field));
  else
    for (let i = 0; i < rows.length; i++) {
      const value = (rows[i] as AnyRecord)[field];
      keys[i] = sortKey(Array.isArray(value) ? value[0] : value);
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

/** Per-collection-version indexes that turn filters into masks without touching row objects. */
interface Indexes {
  /** value (as text) → row positions; arrays index each element. */
  eq(field: string): Map<string, number[]>;
  /** Numbers (ISO timestamps as ms, NaN when empty); undefined when the field holds other text. */
  numeric(field: string): Float64Array | undefined;
  /** 1 for the rows whose search text contains `term` (lowercase). */
  search(term: string): Uint8Array;
}

interface Cache {
  version: number;
  rows: readonly unknown[];
  orders: Map<string, Uint32Array>;
  eq: Map<string, Map<string, number[]>>;
  numeric: Map<string, Float64Array | null>;
  search: Map<string, { text: string; starts: Uint32Array; rows: string[] }>;
  known?: Set<string>;
}
const caches = new WeakMap<object, Cache>();

function cacheOf(collection: Collection<AnyRecord>): Cache {
  let cache = caches.get(collection);
  const rows = collection.all();
  if (!cache || cache.version !== collection.version || cache.rows !== rows) {
    cache = {
      version: collection.version,
      rows,
      orders: new Map(),
      eq: new Map(),
      numeric: new Map(),
      search: new Map(),
    };
    caches.set(collection, cache);
  }
  return cache;
}

function knownFields(rows: readonly unknown[], extra: string[] = []): Set<string> {
  const known = new Set(extra);
  const step = Math.max(1, Math.floor(rows.length / 200));
  for (let i = 0; i < rows.length; i += step)
    for (const key of Object.keys(rows[i] as object)) known.add(key);
  return known;
}

/**
 * What a search compares: lower case without accents, so that "cibinong", "CIBINONG" and "Cibinông"
 * all find "Cibinong".
 */
export const searchFold = (text: string) =>
  // Plain ASCII (codes, e-mails, most names) has no accents to take off: lower case is enough.
  PLAIN.test(text)
    ? text.toLowerCase()
    : text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const PLAIN = /^[\x20-\x7e]*$/;

function searchText(rows: readonly unknown[], fields: string[]): string[] {
  const texts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as AnyRecord;
    let text = "";
    for (const field of fields) {
      const value = field.includes(".") ? valuesAt(row, field).map(asText).join(" ") : row[field];
      if (value !== null && value !== undefined && value !== "")
        text += `${text ? " " : ""}${Array.isArray(value) ? value.map(asText).join(" ") : String(value)}`;
    }
    texts[i] = searchFold(text);
  }
  return texts;
}

function buildEqIndex(rows: readonly unknown[], field: string) {
  const index = new Map<string, number[]>();
  const add = (key: string, i: number) => {
    const list = index.get(key);
    if (list) list.push(i);
    else index.set(key, [i]);
  };
  for (let i = 0; i < rows.length; i++) {
    const value = (rows[i] as AnyRecord)[field];
    if (Array.isArray(value)) for (const item of new Set(value.map(asText))) add(item, i);
    else add(typeof value === "string" ? value : asText(value), i);
  }
  return index;
}

const toNumber = (value: unknown): number => {
  if (typeof value === "number") return value;
  if (typeof value === "string" && ISO_DATE.test(value)) return Date.parse(value);
  return NaN;
};

function buildNumeric(rows: readonly unknown[], field: string): Float64Array | null {
  const column = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = (rows[i] as AnyRecord)[field];
    if (value === null || value === undefined || value === "") column[i] = NaN;
    else {
      const number = toNumber(value);
      if (Number.isNaN(number)) return null;
      column[i] = number;
    }
  }
  return column;
}

function rangeBound(wanted: string): number {
  if (wanted.trim() === "") return NaN;
  const number = Number(wanted);
  if (Number.isFinite(number)) return number;
  return /^\d{4}-\d{2}-\d{2}/.test(wanted) ? Date.parse(wanted) : NaN;
}

function collectionIndexes(cache: Cache, fields: string[]): Indexes {
  const rows = cache.rows;
  const searchKey = fields.join(",");
  return {
    eq: (field) => {
      let index = cache.eq.get(field);
      if (!index) cache.eq.set(field, (index = buildEqIndex(rows, field)));
      return index;
    },
    numeric: (field) => {
      if (!cache.numeric.has(field)) cache.numeric.set(field, buildNumeric(rows, field));
      return cache.numeric.get(field) ?? undefined;
    },
    search: (term) => {
      let entry = cache.search.get(searchKey);
      if (!entry) {
        const texts = searchText(rows, fields);
        const starts = new Uint32Array(texts.length + 1);
        let offset = 0;
        texts.forEach((text, i) => {
          starts[i] = offset;
          offset += text.length + 1;
        });
        starts[texts.length] = offset;
        entry = { text: texts.join("\u0001"), starts, rows: texts };
        cache.search.set(searchKey, entry);
      }
      const { text, starts } = entry;
      const mask = new Uint8Array(rows.length);
      let position = text.indexOf(term);
      while (position !== -1) {
        // The row whose text holds `position`: the last start <= position.
        let low = 0;
        let high = rows.length - 1;
        while (low < high) {
          const mid = (low + high + 1) >> 1;
          if (starts[mid]! <= position) low = mid;
          else high = mid - 1;
        }
        mask[low] = 1;
        position = text.indexOf(term, starts[low + 1]!);
      }
      return mask;
    },
  };
}

function run<T>(
  rows: readonly T[],
  query: URLSearchParams,
  options: ListOptions<T>,
  known: Set<string>,
  getOrder: (sorts: Sort[]) => Uint32Array | undefined,
  indexes: Indexes | undefined,
  searchFields: string[],
): ListResult {
  const skip = new Set(options.skip ?? []);
  const total = rows.length;
  let mask: Uint8Array | undefined;
  const and = (next: Uint8Array) => {
    if (!mask) mask = next;
    else for (let i = 0; i < total; i++) mask[i] &= next[i]!;
  };
  const predicates: ((row: unknown) => boolean)[] = [];
  for (const filter of parseFilters(query, known, skip)) {
    const plain = indexes && !filter.field.includes(".");
    if (plain && (filter.op === "eq" || filter.op === "ne")) {
      const index = indexes.eq(filter.field);
      const next = new Uint8Array(total);
      for (const value of filter.values) for (const i of index.get(value) ?? []) next[i] = 1;
      if (filter.op === "ne") for (let i = 0; i < total; i++) next[i] ^= 1;
      and(next);
      continue;
    }
    if (plain && (filter.op === "gte" || filter.op === "lte")) {
      const column = indexes.numeric(filter.field);
      const bound = rangeBound(filter.values[filter.values.length - 1]!);
      if (column && !Number.isNaN(bound)) {
        const next = new Uint8Array(total);
        if (filter.op === "gte")
          for (let i = 0; i < total; i++) next[i] = column[i]! >= bound ? 1 : 0;
        else for (let i = 0; i < total; i++) next[i] = column[i]! <= bound ? 1 : 0;
        and(next);
        continue;
      }
    }
    predicates.push(matcher(filter));
  }
  const q = searchFold((query.get("q") ?? "").trim());
  const terms = q ? q.split(/\s+/) : [];
  if (terms.length && searchFields.length) {
    if (indexes) for (const term of terms) and(indexes.search(term));
    else {
      const texts = searchText(rows, searchFields);
      const next = new Uint8Array(total);
      for (let i = 0; i < total; i++)
        next[i] = terms.every((term) => texts[i]!.includes(term)) ? 1 : 0;
      and(next);
    }
  }
  const fallback =
    options.defaultSort ??
    (known.has("createdAt") ? { field: "createdAt", order: "desc" as const } : undefined);
  const sorts = parseSorts(query, known, fallback);
  const order = sorts.length ? getOrder(sorts) : undefined;
  const scope = options.scope;
  const start = Math.max(0, Number.parseInt(query.get("_start") ?? "0", 10) || 0);
  const endParam = query.get("_end");
  const end = endParam === null ? Infinity : Math.max(start, Number.parseInt(endParam, 10) || 0);
  const page: T[] = [];
  let count = 0;
  const finalMask = mask as Uint8Array | undefined;
  for (let n = 0; n < total; n++) {
    const i = order ? order[n]! : n;
    if (finalMask && !finalMask[i]) continue;
    const row = rows[i]!;
    if (scope && !scope(row)) continue;
    let ok = true;
    for (const test of predicates) {
      if (!test(row)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (count >= start && count < end) page.push(row);
    count++;
  }
  return { results: options.present ? page.map(options.present) : page, count };
}

/** A list query over a collection (cached sort orders, value indexes and search text). */
export function listCollection<T extends AnyRecord>(
  collection: Collection<T>,
  query: URLSearchParams,
  options: ListOptions<T> = {},
): ListResult {
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
    collectionIndexes(cache, fields),
    fields,
  );
}

/** A list query over rows computed per request (small lists). */
export function listRows<T extends AnyRecord>(
  rows: readonly T[],
  query: URLSearchParams,
  options: ListOptions<T> = {},
): ListResult {
  const known = knownFields(rows, options.fields ?? []);
  return run(
    rows,
    query,
    options,
    known,
    (sorts) => sortedOrder(rows, sorts),
    undefined,
    options.searchFields ?? [],
  );
}
