/**
 * The index Find anything scans: every key of a kind's records folded once and joined into one text
 * per kind (words and phone digits apart), so that a query is a few native `indexOf` passes over it
 * rather than a comparison per record. Rebuilt when the collection's version moves; a record's folded
 * keys are kept with the record object (records are replaced, never changed in place), so a rebuild
 * after one write folds that record only.
 */
import type { AnyRecord, Collection } from "../db/collection";
import { foldKeys, type FoldedKeys, type Needle, type SearchKeys } from "./search-match";

/** Between two keys: never in a folded query (whitespace is collapsed to single spaces). */
const SEPARATOR = "\n";

interface Joined {
  text: string;
  /** Where each key starts in `text`, ascending. */
  starts: Int32Array;
  /** The row of each key. */
  rows: Int32Array;
}

export interface KindIndex<T> {
  version: number;
  all: readonly T[];
  records: T[];
  texts: Joined;
  phones: Joined;
}

function join(keysOf: (row: number) => readonly string[], count: number): Joined {
  const parts: string[] = [];
  const starts: number[] = [];
  const rows: number[] = [];
  let at = 0;
  for (let row = 0; row < count; row++) {
    for (const key of keysOf(row)) {
      parts.push(key);
      starts.push(at);
      rows.push(row);
      at += key.length + SEPARATOR.length;
    }
  }
  return {
    text: parts.join(SEPARATOR),
    starts: Int32Array.from(starts),
    rows: Int32Array.from(rows),
  };
}

const folded = new WeakMap<object, FoldedKeys>();

/** The index of a kind's records now (the cached one while the collection has not changed). */
export function indexOf<T extends AnyRecord>(
  cached: KindIndex<T> | undefined,
  collection: Collection<T>,
  include: ((row: T) => boolean) | undefined,
  keys: (row: T) => SearchKeys,
): KindIndex<T> {
  const all = collection.all();
  if (cached && cached.version === collection.version && cached.all === all) return cached;
  const records = include ? all.filter(include) : all.slice();
  const keysOf = records.map((row) => {
    let found = folded.get(row);
    if (!found) {
      found = foldKeys(keys(row));
      folded.set(row, found);
    }
    return found;
  });
  return {
    version: collection.version,
    all,
    records,
    texts: join((row) => keysOf[row]!.texts, records.length),
    phones: join((row) => keysOf[row]!.phones, records.length),
  };
}

/** The key that holds position `at` (the last key starting at or before it). */
function keyAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Each matching record once, with its best rank (0 exact, 1 prefix of the key or of one of its
 * words, 2 contains) and the length of that key, in the records' order.
 */
export function matches<T>(index: KindIndex<T>, needle: Needle) {
  const best = new Int8Array(index.records.length).fill(3);
  const length = new Int32Array(index.records.length);
  const found: number[] = [];
  const scan = (joined: Joined, value: string | undefined) => {
    if (!value) return;
    const { text, starts, rows } = joined;
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
      const key = keyAt(starts, at);
      const start = starts[key]!;
      const end = key + 1 < starts.length ? starts[key + 1]! - SEPARATOR.length : text.length;
      const rank =
        at === start ? (at + value.length === end ? 0 : 1) : text[at - 1] === " " ? 1 : 2;
      const row = rows[key]!;
      if (best[row] === 3) found.push(row);
      if (rank < best[row]! || (rank === best[row] && end - start < length[row]!)) {
        best[row] = rank;
        length[row] = end - start;
      }
    }
  };
  scan(index.texts, needle.text);
  scan(index.phones, needle.phone);
  found.sort((a, b) => a - b);
  return found.map((row) => ({
    record: index.records[row]!,
    rank: best[row]!,
    length: length[row]!,
  }));
}
