import type { AnyRecord, Collection } from "../db/collection";
import { nowIso } from "./clock";
import { writeChangeLog } from "./crud";
import type { Auth } from "./route";

/** Records shown in an order staff set (`order`: 1, 2, 3…), reordered in one call. */

/** The highest `order` of the rows (0 for none): a new record without a place goes after it. */
export const lastOrder = (rows: readonly AnyRecord[]) =>
  rows.reduce((max, row) => Math.max(max, Number(row.order) || 0), 0);

/** The same list in any order, each once (a reorder names every record, or the list changed meanwhile). */
export const samePermutation = (given: readonly string[], current: readonly string[]) => {
  const set = new Set(given);
  return (
    set.size === given.length && set.size === current.length && current.every((id) => set.has(id))
  );
};

/**
 * Puts records in a new order: the record `ids[i]` takes the place `places[i]` (by default i + 1),
 * all with one timestamp, each one that moved with a change-log entry of `entity` named by `label`.
 * Answers the records in the new order.
 */
export function writeOrder<T extends AnyRecord>(
  collection: Collection<T>,
  ids: readonly string[],
  log: { auth: Auth; entity: string; label: (row: T) => string },
  places?: readonly number[],
): T[] {
  const at = nowIso();
  return ids.map((id, index) => {
    const before = collection.get(id)!;
    const order = places ? places[index]! : index + 1;
    if (before.order === order) return before;
    const after = collection.update(id, { order, updatedAt: at } as AnyRecord as Partial<T>)!;
    writeChangeLog(log.entity, log.auth, "UPDATE", id, log.label(after), before, after);
    return after;
  });
}

/**
 * A reorder call: `ids` must name every record of `current`, each once, or `changed()` is thrown (the
 * list changed meanwhile); then the records take their new places (writeOrder).
 */
export function reorderAll<T extends AnyRecord>(
  collection: Collection<T>,
  ids: readonly string[],
  current: readonly T[],
  log: { auth: Auth; entity: string; label: (row: T) => string },
  changed: () => Error,
  places?: readonly number[],
): T[] {
  if (
    !samePermutation(
      ids,
      current.map((row) => String(row[collection.idField])),
    )
  )
    throw changed();
  return writeOrder(collection, ids, log, places);
}
