/**
 * The index Find anything scans: every key of a kind's records folded once and joined into one text
 * per kind (words and phone digits apart), so that a query is a few native `indexOf` passes over it
 * rather than a comparison per record. Rebuilt when the collection's version moves: a record's folded
 * keys are kept (records are replaced, never changed in place), so a rebuild after one write folds
 * that record only and joins again.
 *
 * The demo API in the browser builds the indexes ahead, in idle slices (`IndexWarmer`), so the first
 * search after the data are loaded answers from a ready index.
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
  keysOf: FoldedKeys[];
  texts: Joined;
  phones: Joined;
}

function join(keysOf: readonly FoldedKeys[], pick: (keys: FoldedKeys) => string[]): Joined {
  let count = 0;
  for (const keys of keysOf) count += pick(keys).length;
  const parts = new Array<string>(count);
  const starts = new Int32Array(count);
  const rows = new Int32Array(count);
  let key = 0;
  let at = 0;
  for (let row = 0; row < keysOf.length; row++) {
    for (const text of pick(keysOf[row]!)) {
      parts[key] = text;
      starts[key] = at;
      rows[key] = row;
      key++;
      at += text.length + SEPARATOR.length;
    }
  }
  return { text: parts.join(SEPARATOR), starts, rows };
}

const folded = new WeakMap<object, FoldedKeys>();

/** A record's folded keys: kept from the last time, or folded now. */
function keysOfRecord<T extends AnyRecord>(row: T, keys: (row: T) => SearchKeys): FoldedKeys {
  let found = folded.get(row);
  if (!found) {
    found = foldKeys(keys(row));
    folded.set(row, found);
  }
  return found;
}

const isFresh = <T extends AnyRecord>(
  cached: KindIndex<T> | undefined,
  collection: Collection<T>,
) =>
  cached !== undefined && cached.version === collection.version && cached.all === collection.all();

/** The index of a kind's records now (the cached one while the collection has not changed). */
export function indexOf<T extends AnyRecord>(
  cached: KindIndex<T> | undefined,
  collection: Collection<T>,
  include: ((row: T) => boolean) | undefined,
  keys: (row: T) => SearchKeys,
): KindIndex<T> {
  if (isFresh(cached, collection)) return cached!;
  const all = collection.all();
  const records = include ? all.filter(include) : all.slice();
  // A record at the same place as in the last index is the same object unless it was written.
  const before = cached?.all === all ? cached : undefined;
  const keysOf = records.map((row, at) =>
    before?.records[at] === row ? before.keysOf[at]! : keysOfRecord(row, keys),
  );
  return {
    version: collection.version,
    all,
    records,
    keysOf,
    texts: join(keysOf, (folded) => folded.texts),
    phones: join(keysOf, (folded) => folded.phones),
  };
}

/** Records folded per step of the warmer between two looks at the clock. */
const STEP = 500;

/**
 * Builds indexes ahead in slices: `work(timeLeft)` folds records until the time is up and answers
 * true once every index it was given is ready. Only collections already loaded are indexed (making
 * the demo's data is the lists' work, not the search's).
 */
export class IndexWarmer {
  private readonly cursors = new Map<string, { all: readonly AnyRecord[]; at: number }>();

  work<T extends AnyRecord>(
    kinds: readonly {
      name: string;
      cached: KindIndex<T> | undefined;
      collection: Collection<T>;
      include?: (row: T) => boolean;
      keys: (row: T) => SearchKeys;
      ready: (index: KindIndex<T>) => void;
    }[],
    timeLeft: () => number,
  ): boolean {
    for (const kind of kinds) {
      if (!kind.collection.loaded || isFresh(kind.cached, kind.collection)) continue;
      const all = kind.collection.all();
      let cursor = this.cursors.get(kind.name);
      if (!cursor || cursor.all !== all) {
        cursor = { all, at: 0 };
        this.cursors.set(kind.name, cursor);
      }
      while (cursor.at < all.length) {
        const end = Math.min(all.length, cursor.at + STEP);
        for (let at = cursor.at; at < end; at++) {
          const row = all[at] as T;
          if (!kind.include || kind.include(row)) keysOfRecord(row, kind.keys);
        }
        cursor.at = end;
        if (timeLeft() <= 0) return false;
      }
      this.cursors.delete(kind.name);
      kind.ready(indexOf(kind.cached, kind.collection, kind.include, kind.keys));
      if (timeLeft() <= 0) return false;
    }
    return true;
  }
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
