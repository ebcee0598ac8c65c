import { describe, expect, it } from "vitest";
import {
  EXPORT_PARALLEL_REQUESTS,
  ExportCancelled,
  fetchAllPages,
} from "@/components/crud/export-button";

type Row = { id: number };

/** A list of `total` rows served page by page, each answer after `delay` ms; it notes the calls. */
function fakeList(total: number, delay = 5) {
  const calls: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const getList = (async ({
    pagination,
  }: {
    pagination: { currentPage: number; pageSize: number };
  }) => {
    const { currentPage, pageSize } = pagination;
    calls.push(currentPage);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    // Later pages answer sooner: the rows must still come back in the list's order.
    await new Promise((resolve) => setTimeout(resolve, delay * (1 + (100 - currentPage) / 100)));
    inFlight -= 1;
    const start = (currentPage - 1) * pageSize;
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({
      id: start + i,
    }));
    return { data, total };
  }) as unknown as Parameters<typeof fetchAllPages>[0]["getList"];
  return { getList, calls, mostInFlight: () => mostInFlight };
}

const base = { resource: "products", filters: [], sorters: [] };

/** The rows in the list's order from pages handed over in any order (what the export's worker does). */
function collect() {
  const pages: Row[][] = [];
  return {
    onPage: (rows: Row[], page: number) => {
      pages[page - 1] = rows;
    },
    rows: () => pages.flat(),
    pages,
  };
}

describe("fetchAllPages (the CSV export's rows)", () => {
  it("reads every page once, a few at a time, each with its place in the list's order", async () => {
    const list = fakeList(2_345);
    const progress: number[] = [];
    const kept = collect();
    const count = await fetchAllPages<Row>({
      ...base,
      getList: list.getList,
      pageSize: 100,
      onPage: kept.onPage,
      onProgress: (loaded, total) => {
        expect(total).toBe(2_345);
        progress.push(loaded);
      },
    });
    expect(count).toBe(2_345);
    expect(kept.rows().map((row) => row.id)).toEqual(Array.from({ length: 2_345 }, (_, i) => i));
    expect([...list.calls].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect(list.mostInFlight()).toBe(EXPORT_PARALLEL_REQUESTS);
    expect(progress.at(-1)).toBe(2_345);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("hands each page over as it arrives, not all of them at the end", async () => {
    const list = fakeList(1_000);
    const askedBeforeHanded: number[] = [];
    await fetchAllPages<Row>({
      ...base,
      getList: list.getList,
      pageSize: 100,
      onPage: () => askedBeforeHanded.push(list.calls.length),
    });
    expect(askedBeforeHanded).toHaveLength(10);
    // The first page is handed over before the other pages were asked for.
    expect(askedBeforeHanded[0]).toBe(1);
  });

  it("asks once for a list that fits on one page", async () => {
    const list = fakeList(7);
    const kept = collect();
    const count = await fetchAllPages<Row>({
      ...base,
      getList: list.getList,
      pageSize: 100,
      onPage: kept.onPage,
    });
    expect(count).toBe(7);
    expect(kept.rows()).toHaveLength(7);
    expect(list.calls).toEqual([1]);
  });

  it("stops asking when cancelled, and rejects with ExportCancelled", async () => {
    const list = fakeList(10_000, 20);
    const controller = new AbortController();
    const done = fetchAllPages<Row>({
      ...base,
      getList: list.getList,
      pageSize: 100,
      onPage: () => undefined,
      signal: controller.signal,
      onProgress: (loaded) => loaded >= 300 && controller.abort(),
    });
    await expect(done).rejects.toBeInstanceOf(ExportCancelled);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(list.calls.length).toBeLessThan(10);
  });
});
