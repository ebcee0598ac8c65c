/**
 * A typed in-memory collection over a cached, deterministic seed.
 *
 * - The seed is generated once per data size and cached; the live rows are a shallow
 *   copy of it made on first access (records are replaced, never mutated in place,
 *   so seed objects can be shared safely; tests freeze them to prove it).
 * - Every change bumps `version` (list caches key on it) and is kept in `overlay`
 *   (id -> record, or null when deleted), which is what the browser persists.
 */
export type DataSize = "normal" | "large";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- records are plain JSON objects of any entity type
export type AnyRecord = Record<string, any>;

export interface CollectionOptions<T extends AnyRecord> {
  name: string;
  idField: keyof T & string;
  idPrefix: string;
  seed: (size: DataSize) => T[];
  /** Fields searched by `q`. */
  searchFields?: string[];
  /**
   * What the demo keeps when its data goes back to the seed or to the other data set: the open
   * sign-in sessions, so that whoever resets or switches stays signed in.
   */
  keep?: boolean;
}

type Listener = (collection: Collection<AnyRecord>) => void;
const listeners = new Set<Listener>();
export const onCollectionChange = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let currentSize: DataSize = "normal";
export const getDataSize = () => currentSize;
export const setCurrentDataSize = (size: DataSize) => {
  currentSize = size;
};

let idCounter = 0;

export class Collection<T extends AnyRecord> {
  readonly name: string;
  readonly idField: keyof T & string;
  readonly idPrefix: string;
  readonly searchFields: string[];
  readonly keep: boolean;
  private readonly seedFn: (size: DataSize) => T[];
  private rows: T[] | null = null;
  private index: Map<string, number> | null = null;
  /** Changes since the seed: id -> record, or null for a deleted record. */
  overlay = new Map<string, T | null>();
  version = 0;

  constructor(options: CollectionOptions<T>) {
    this.name = options.name;
    this.idField = options.idField;
    this.idPrefix = options.idPrefix;
    this.searchFields = options.searchFields ?? [];
    this.keep = options.keep ?? false;
    this.seedFn = options.seed;
  }

  /** Drops the live rows (and the overlay unless one is given); the next access re-copies the seed. */
  reset(overlay?: Map<string, T | null>) {
    this.rows = null;
    this.index = null;
    this.overlay = overlay ?? new Map();
    this.version++;
  }

  get loaded() {
    return this.rows !== null;
  }

  all(): readonly T[] {
    return this.load();
  }

  private load(): T[] {
    if (this.rows) return this.rows;
    const rows = this.seedFn(currentSize).slice();
    if (this.overlay.size > 0) {
      const position = new Map<string, number>();
      rows.forEach((row, i) => position.set(String(row[this.idField]), i));
      const deleted = new Set<number>();
      for (const [id, record] of this.overlay) {
        const at = position.get(id);
        if (record === null) {
          if (at !== undefined) deleted.add(at);
        } else if (at !== undefined) rows[at] = record;
        else rows.push(record);
      }
      this.rows = deleted.size ? rows.filter((_, i) => !deleted.has(i)) : rows;
    } else {
      this.rows = rows;
    }
    this.index = null;
    return this.rows;
  }

  private positions(): Map<string, number> {
    const rows = this.load();
    if (!this.index) {
      this.index = new Map();
      rows.forEach((row, i) => this.index!.set(String(row[this.idField]), i));
    }
    return this.index;
  }

  get(id: string): T | undefined {
    const at = this.positions().get(id);
    return at === undefined ? undefined : this.load()[at];
  }

  find(predicate: (row: T) => boolean): T | undefined {
    return this.load().find(predicate);
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.load().filter(predicate);
  }

  newId(): string {
    idCounter = (idCounter + 1) % 1_000_000;
    return `${this.idPrefix}-${Date.now().toString(36)}${idCounter.toString(36)}`;
  }

  insert(record: T): T {
    const rows = this.load();
    const id = String(record[this.idField]);
    if (this.positions().has(id)) throw new Error(`${this.name}: duplicate id ${id}`);
    rows.push(record);
    this.index!.set(id, rows.length - 1);
    this.changed(id, record);
    return record;
  }

  /** Replaces a record by a new object (records are never mutated in place). */
  replace(record: T): T {
    const id = String(record[this.idField]);
    const at = this.positions().get(id);
    if (at === undefined) return this.insert(record);
    this.load()[at] = record;
    this.changed(id, record);
    return record;
  }

  update(id: string, patch: Partial<T>): T | undefined {
    const current = this.get(id);
    if (!current) return undefined;
    return this.replace({ ...current, ...patch, [this.idField]: current[this.idField] });
  }

  remove(id: string): T | undefined {
    const at = this.positions().get(id);
    if (at === undefined) return undefined;
    const rows = this.load();
    const [removed] = rows.splice(at, 1);
    this.index = null;
    this.changed(id, null);
    return removed;
  }

  private changed(id: string, record: T | null) {
    this.overlay.set(id, record);
    this.version++;
    for (const listener of listeners) listener(this as unknown as Collection<AnyRecord>);
  }
}
