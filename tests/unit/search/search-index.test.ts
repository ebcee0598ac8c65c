import { Collection, type AnyRecord } from "@/mocks/db/collection";
import { IndexWarmer, indexOf, matches, type KindIndex } from "@/mocks/lib/search-index";
import { needleOf, type SearchKeys } from "@/mocks/lib/search-match";

/** The index of Find anything: built ahead in slices, and rebuilt after a write folding that record only. */
/** A collection of 2,000 new rows (folded keys are kept per record object). */
const collection = () => {
  const rows = Array.from({ length: 2_000 }, (_, i) => ({
    id: `r${i}`,
    code: `TRX${String(i).padStart(6, "0")}`,
  }));
  return new Collection<AnyRecord>({
    name: "rows",
    idField: "id",
    idPrefix: "r",
    seed: () => rows,
  });
};

/** The keys of a row, counting how many rows were folded. */
function counted() {
  const folded = { count: 0 };
  const keys = (row: AnyRecord): SearchKeys => {
    folded.count++;
    return { texts: [row.code as string] };
  };
  return { folded, keys };
}

describe("search index", () => {
  it("after a write, folds the written record only and finds its new key", () => {
    const records = collection();
    const { folded, keys } = counted();
    const first = indexOf(undefined, records, undefined, keys);
    expect(folded.count).toBe(2_000);
    expect(indexOf(first, records, undefined, keys)).toBe(first);
    records.replace({ id: "r5", code: "RETURNED-1" });
    const second = indexOf(first, records, undefined, keys);
    expect(folded.count).toBe(2_001);
    expect(matches(second, needleOf("returned-1")).map((hit) => hit.record.id)).toEqual(["r5"]);
    expect(matches(second, needleOf("TRX000005"))).toEqual([]);
  });

  it("is built ahead in slices that stop when the time is up, then serves the first search", () => {
    const records = collection();
    const unloaded = collection();
    const { folded, keys } = counted();
    const warmer = new IndexWarmer();
    let built: KindIndex<AnyRecord> | undefined;
    const kinds = () => [
      { name: "later", cached: undefined, collection: unloaded, keys, ready: () => {} },
      {
        name: "rows",
        cached: built,
        collection: records,
        keys,
        ready: (i: KindIndex<AnyRecord>) => (built = i),
      },
    ];
    records.all();
    // No time: one step of 500 records, and not done.
    expect(warmer.work(kinds(), () => 0)).toBe(false);
    expect(folded.count).toBe(500);
    expect(built).toBeUndefined();
    // The next slices go on where it stopped: three more of folding, one that joins.
    let slices = 1;
    while (!warmer.work(kinds(), () => 0)) slices++;
    expect(slices).toBe(5);
    expect(folded.count).toBe(2_000);
    // A collection not loaded yet is left alone (making data is not the search's work).
    expect(unloaded.loaded).toBe(false);
    // The search finds the index ready: nothing is folded again.
    expect(indexOf(built, records, undefined, keys)).toBe(built);
    expect(folded.count).toBe(2_000);
    expect(warmer.work(kinds(), () => 0)).toBe(true);
  });
});
