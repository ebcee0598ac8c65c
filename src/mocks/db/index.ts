import type { ChangeLog } from "@/contract/change-log";
import type { OutboxMail } from "@/contract/shell";
import { createRandom } from "../lib/random";
import { daysAgo, seeded } from "../lib/seed";
import {
  Collection,
  getDataSize,
  setCurrentDataSize,
  type AnyRecord,
  type CollectionOptions,
  type DataSize,
} from "./collection";

/** A mail the demo server "sent" (password-reset links, e-mail-change codes, account information). */
export type StoredMail = Omit<OutboxMail, "id">;

/**
 * Writes one seeded change-log entry: what changed on which record, `days` before the seed's "now"
 * (at a random time of that day, by one of the seed's staff), or exactly when and by whom the record's
 * own history says (`exact`).
 */
export type ChangeLogWriter = (
  entity: ChangeLog["entity"],
  entityId: string,
  entityName: string,
  action: ChangeLog["action"],
  changes: ChangeLog["changes"],
  days: number,
  exact?: { at: string; by: ChangeLog["changedBy"] },
) => void;

/** The staff accounts of the seed who made the changes seeded before the demo started. */
const SEED_AUTHORS = [
  { userId: "usr-admin", name: "Alice Admin" },
  { userId: "usr-catalog", name: "Citra Katalog" },
  { userId: "usr-manager", name: "Made Putra Manajer" },
];

const changeLogSeeds: { stream: string; seed: (size: DataSize, log: ChangeLogWriter) => void }[] =
  [];

/**
 * A domain's seeded change-log entries (its records' history before the demo started), each drawn
 * from its own random `stream`. They share one collection, in the order the domains registered.
 */
export const addChangeLogSeed = (
  stream: string,
  seed: (size: DataSize, log: ChangeLogWriter) => void,
) => {
  changeLogSeeds.push({ stream, seed });
};

const seedChangeLogs = seeded<ChangeLog>("changeLogs", (size) => {
  const rows: ChangeLog[] = [];
  for (const { stream, seed } of changeLogSeeds) {
    const random = createRandom(stream);
    seed(size, (entity, entityId, entityName, action, changes, days, exact) => {
      const at = exact?.at ?? daysAgo(days, random.int(0, 80_000) * 1000);
      rows.push({
        id: `chg-${rows.length + 1}`,
        entity,
        entityId,
        entityName,
        action,
        changedBy: exact?.by ?? random.pick(SEED_AUTHORS),
        changes,
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  return rows;
});

/**
 * A collection, in one line: its id field and prefix, seed and searchable fields. Its name is its key
 * in the database (`defineCollections`), so the two cannot differ.
 */
export const collection =
  <T extends AnyRecord>(
    idField: keyof T & string,
    idPrefix: string,
    seed: CollectionOptions<T>["seed"],
    searchFields?: string[],
    options: Pick<CollectionOptions<T>, "keep"> = {},
  ) =>
  (name: string) =>
    new Collection<T>({ name, idField, idPrefix, seed, searchFields, ...options });

type UnnamedCollections = Record<string, (name: string) => { name: string; idField: string }>;

/** Names each collection after its key. */
const named = <T extends UnnamedCollections>(collections: T) =>
  Object.fromEntries(Object.entries(collections).map(([name, create]) => [name, create(name)])) as {
    [K in keyof T]: ReturnType<T[K]>;
  };

/** A collection that starts empty. */
export const emptySeed = <T>(name: string) => seeded<T>(name, () => []);

/** The collections of the demo server itself: what every domain writes to (uploads, mails, change logs). */
const engineCollections = named({
  outbox: collection<StoredMail>("mailId", "mail", emptySeed("outbox")),
  changeLogs: collection<ChangeLog>("id", "chg", seedChangeLogs, ["entityName", "changedBy.name"]),
  uploads: collection<AnyRecord>("uploadId", "upl", emptySeed("uploads")),
});

/**
 * The demo database: one object of collections, as a backend has one database. The server's own
 * collections are here; each domain adds its own in `resources/<domain>/demo/db.ts` with
 * `defineCollections`, and declares them on this interface there, so that `db.<name>` is typed in
 * every handler.
 */
export interface DemoDb extends EngineCollections {}
type EngineCollections = typeof engineCollections;

export const db = { ...engineCollections } as DemoDb;

/** Adds a domain's collections to the database (once, when its demo code loads). */
export function defineCollections<T extends UnnamedCollections>(unnamed: T) {
  const collections = named(unnamed);
  Object.assign(db, collections);
  return collections;
}

export const allCollections = () => Object.values(db) as unknown as Collection<AnyRecord>[];

/** Back to the seed (overlays from persistence may be given per collection name). */
export function resetDb(overlays: Partial<Record<string, Map<string, AnyRecord | null>>> = {}) {
  for (const item of allCollections()) item.reset(overlays[item.name]);
}

/** The changes of the collections the demo keeps (the open sessions), by collection name. */
export const keptOverlays = (): Record<string, Map<string, AnyRecord | null>> =>
  Object.fromEntries(
    allCollections()
      .filter((item) => item.keep)
      .map((item) => [item.name, new Map(item.overlay)]),
  );

/** Switches to the other data set; the open sessions come along. */
export function setDataSize(size: DataSize) {
  if (size !== getDataSize()) {
    const kept = keptOverlays();
    setCurrentDataSize(size);
    resetDb(kept);
  }
}

export { getDataSize };
