import { allCollections, getDataSize, resetDb } from "./index";
import { onCollectionChange, type AnyRecord, type Collection } from "./collection";
import { anchor, setAnchor } from "../lib/seed";

/**
 * Browser persistence: each collection's changes since the seed (its overlay) are
 * saved to IndexedDB, so what users create or edit survives a reload and a logout
 * (logout clears localStorage only). Keys are "<data size>:<collection>".
 */
const DB_NAME = "eyewear-demo-api";
const STORE = "overlays";
const DEBOUNCE_MS = 150;

interface StoredOverlay {
  key: string;
  entries: [string, AnyRecord | null][];
}

/**
 * The row that keeps the seeding's "now" (`anchor()`): the saved changes were made over the seed of
 * that moment, so a reload seeds again from it (the same times, and balances that still agree with
 * their ledgers), until "Reset demo data" forgets it with the changes.
 */
const ANCHOR_KEY = "seed-anchor";
interface StoredAnchor {
  key: typeof ANCHOR_KEY;
  at: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let database: Promise<IDBDatabase> | undefined;
const connection = () => (database ??= open());

function transact<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  return connection().then(
    (idb) =>
      new Promise<T | undefined>((resolve, reject) => {
        const tx = idb.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request ? request.result : undefined);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

/** Loads saved overlays into the database (call before the first request). */
export async function loadPersisted(): Promise<number> {
  const rows = ((await transact<(StoredOverlay | StoredAnchor)[]>(
    "readonly",
    (store) => store.getAll() as IDBRequest<(StoredOverlay | StoredAnchor)[]>,
  )) ?? []) as (StoredOverlay | StoredAnchor)[];
  const stored = rows.find((row): row is StoredAnchor => row.key === ANCHOR_KEY);
  if (stored) setAnchor(stored.at);
  else await saveAnchor();
  const prefix = `${getDataSize()}:`;
  const overlays: Record<string, Map<string, AnyRecord | null>> = {};
  for (const row of rows) {
    if (!("entries" in row)) continue;
    for (const start of [prefix, KEPT])
      if (row.key.startsWith(start)) overlays[row.key.slice(start.length)] = new Map(row.entries);
  }
  resetDb(overlays);
  return Object.keys(overlays).length;
}

const saveAnchor = () =>
  transact("readwrite", (store) => {
    store.put({ key: ANCHOR_KEY, at: anchor() } satisfies StoredAnchor);
  });

const pending = new Set<Collection<AnyRecord>>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** The key prefix of what the demo keeps across data sets (the open sessions). */
const KEPT = "kept:";

function save(batch: Collection<AnyRecord>[]) {
  const size = getDataSize();
  return transact("readwrite", (store) => {
    for (const collection of batch) {
      store.put({
        key: `${collection.keep ? KEPT.slice(0, -1) : size}:${collection.name}`,
        entries: [...collection.overlay.entries()],
      } satisfies StoredOverlay);
    }
  });
}

function flush() {
  timer = undefined;
  const batch = [...pending];
  pending.clear();
  void save(batch).catch((error: unknown) =>
    console.warn("[demo api] could not save demo data", error),
  );
}

/**
 * Collects every change; `flushPersisted()` (awaited by each request before it answers)
 * writes them, so whatever the client saw succeed is already in IndexedDB, even if the
 * page reloads right away. A timer and `pagehide` catch changes made outside a request.
 */
export function startPersisting() {
  onCollectionChange((collection) => {
    pending.add(collection);
    timer ??= setTimeout(flush, DEBOUNCE_MS);
  });
  addEventListener("pagehide", () => {
    if (timer) {
      clearTimeout(timer);
      flush();
    }
  });
}

export async function flushPersisted() {
  if (!pending.size) return;
  if (timer) clearTimeout(timer);
  timer = undefined;
  const batch = [...pending];
  pending.clear();
  try {
    await save(batch);
  } catch (error) {
    console.warn("[demo api] could not save demo data", error);
  }
}

/**
 * Forgets every saved change ("Reset demo data"), then saves what the database
 * still holds beyond the seed (the open sessions), before the caller reloads.
 */
export async function clearPersisted() {
  if (timer) clearTimeout(timer);
  timer = undefined;
  pending.clear();
  await transact("readwrite", (store) => {
    store.clear();
  });
  const kept = allCollections().filter((collection) => collection.overlay.size > 0);
  if (kept.length) await save(kept);
}
