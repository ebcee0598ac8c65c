import { act, configure, screen, waitFor, within } from "@testing-library/react";
import type { GetListParams } from "@refinedev/core";
import { Suspense } from "react";
import { dataProvider } from "@providers/data";
import { delay, http } from "msw";
import { db, server } from "@/mocks/node";
import { countBy } from "@tests/helpers/count-by";
import { initI18n, loadNamespaces } from "@providers/i18n";
import { AppProviders } from "@/components/app-providers";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { config } from "@/config";
import { ConsoleRefine } from "@/console";
import { goTo, renderInRouter } from "@tests/helpers/render-app";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 60_000 });

const keysOf = (table: HTMLElement) => rowsOf(table).map((row) => row.getAttribute("data-row-key"));

/**
 * Every call of the data provider's getList for `resource`, with what the page showed at that moment:
 * whether the list's table was on the page yet, and how its Price header was sorted.
 */
function watchListCalls(resource: string) {
  const calls: { sorters: GetListParams["sorters"]; tableShown: boolean; priceSort: string }[] = [];
  const getList = dataProvider.getList.bind(dataProvider);
  vi.spyOn(dataProvider, "getList").mockImplementation((params) => {
    if (params.resource === resource) {
      const price = [...document.querySelectorAll("th")].find((th) =>
        th.textContent?.trim().startsWith("Price"),
      );
      calls.push({
        sorters: params.sorters,
        tableShown: document.querySelector("table") !== null,
        priceSort: price?.getAttribute("aria-sort") ?? "none",
      });
    }
    return getList(params);
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

/** The product list opened as catalog@demo.test, its first page shown, its getList calls watched. */
async function openProducts() {
  const calls = watchListCalls("products");
  const { user } = await renderPage({ user: "catalog@demo.test", url: "/products" });
  const table = await screen.findByRole("table", { name: "Products" });
  await waitFor(() => expect(rowsOf(table).length).toBe(20));
  return { calls, user, table };
}

// React Query sends a query's request once its component has committed. A list's page of rows is asked
// for while the list renders instead (src/components/crud/use-resource-table.ts), so the backend works
// while the shell, filters and table render: the request leaves before the table is on the page, and
// a sort's before the table shows its new sort arrow. The answer that arrives meanwhile is taken as
// it is, not asked for a second time when the table mounts.
describe("a list's rows", () => {
  it("are asked for while the list renders, once, on opening and on a sort", async () => {
    const { calls, user, table } = await openProducts();
    const firstKeys = keysOf(table);

    expect(calls).toEqual([
      {
        sorters: [{ field: "updatedAt", order: "desc" }],
        tableShown: false,
        priceSort: "none",
      },
    ]);

    const price = () => within(table).getByRole("columnheader", { name: /^Price/ });
    await user.click(price());
    await waitFor(() => expect(keysOf(table)).not.toEqual(firstKeys));
    await waitFor(() => expect(price()).toHaveAttribute("aria-sort", "ascending"));
    expect(calls).toEqual([
      expect.objectContaining({ tableShown: false }),
      { sorters: [{ field: "price", order: "asc" }], tableShown: true, priceSort: "none" },
    ]);
  });
});

/** What `read` saw each time the table (with its pager and spinner) changed, from now on. */
function watchShown<T>(table: HTMLElement, read: () => T) {
  const shown: T[] = [];
  const note = () => {
    const state = read();
    if (!shown.length || JSON.stringify(shown.at(-1)) !== JSON.stringify(state)) shown.push(state);
  };
  note();
  const observer = new MutationObserver(note);
  observer.observe(table.closest(".ant-table-wrapper")!, {
    subtree: true,
    childList: true,
    attributes: true,
  });
  return { shown, stop: () => observer.disconnect() };
}

/** The table's Price header's sort, its rows' keys and whether its spinner shows, at each change. */
const watchTable = (table: HTMLElement) =>
  watchShown(table, () => ({
    priceSort:
      [...table.querySelectorAll("th")]
        .find((th) => th.textContent?.trim().startsWith("Price"))
        ?.getAttribute("aria-sort") ?? "none",
    keys: keysOf(table).join(),
    spinner: table.closest(".ant-table-wrapper")?.querySelector(".ant-spin-spinning") !== null,
  }));

// A sort is made once its rows are here (changeWhenFetched in src/lib/fetch-while-rendering.ts): the
// table renders once for it, never the new arrow over the old rows, unless the rows are slow to come.
describe("a sort", () => {
  it("shows its new order together with its rows, from one request", async () => {
    const { calls, user, table } = await openProducts();
    const firstKeys = keysOf(table).join();
    const watch = watchTable(table);
    await user.click(within(table).getByRole("columnheader", { name: /^Price/ }));
    await waitFor(() => expect(keysOf(table).join()).not.toBe(firstKeys));
    watch.stop();
    expect(watch.shown[0]).toEqual({ priceSort: "none", keys: firstKeys, spinner: false });
    // Every state the table went through had the order and the rows of one sort.
    for (const state of watch.shown)
      if (state.keys === firstKeys) expect(state.priceSort).toBe("none");
      else expect(state.priceSort).toBe("ascending");
    expect(watch.shown.some((state) => state.spinner)).toBe(false);
    expect(calls.map((call) => call.sorters)).toEqual([
      [{ field: "updatedAt", order: "desc" }],
      [{ field: "price", order: "asc" }],
    ]);
  });

  it("shows its new order and a spinner over the old rows while slow rows come, then the rows", async () => {
    const { calls, user, table } = await openProducts();
    const firstKeys = keysOf(table).join();
    server.use(http.get("*/api/products", async () => void (await delay(800))));
    const watch = watchTable(table);
    await user.click(within(table).getByRole("columnheader", { name: /^Price/ }));
    await waitFor(() => expect(keysOf(table).join()).not.toBe(firstKeys));
    watch.stop();
    // The wait shows: the new arrow and the spinner over the old rows, then the new rows alone.
    expect(watch.shown).toContainEqual({ priceSort: "ascending", keys: firstKeys, spinner: true });
    expect(watch.shown.at(-1)).toMatchObject({ priceSort: "ascending", spinner: false });
    expect(calls).toHaveLength(2);
  });
});

describe("a voucher's codes", () => {
  it("ask for the next page as it is clicked, once, and show it with its codes", async () => {
    const [voucherId] = countBy(db.voucherCodes.all(), (code) => code.voucherId).find(
      ([, n]) => n > 20,
    )!;
    const calls: { start: unknown; activePage: string | null }[] = [];
    const custom = dataProvider.custom!.bind(dataProvider);
    vi.spyOn(dataProvider, "custom").mockImplementation((params) => {
      if (params.url.endsWith(`/vouchers/${voucherId}/codes`))
        calls.push({
          start: (params.query as Record<string, unknown> | undefined)?._start,
          activePage: document.querySelector(".ant-pagination-item-active")?.textContent ?? null,
        });
      return custom(params);
    });
    const getOne = vi.spyOn(dataProvider, "getOne");
    const { user } = await renderPage({ user: "admin@demo.test", url: `/vouchers/${voucherId}` });
    const table = await screen.findByRole("table", { name: "Codes" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(20));
    const firstKeys = keysOf(table);
    const pager = table
      .closest(".ant-table-wrapper")!
      .querySelector<HTMLElement>(".ant-pagination")!;

    const watch = watchShown(
      table,
      () =>
        `${pager.querySelector(".ant-pagination-item-active")?.textContent}:${keysOf(table).join()}`,
    );
    await user.click(within(pager).getByText("2"));
    await waitFor(() => expect(keysOf(table)).not.toEqual(firstKeys));
    watch.stop();
    expect(pager.querySelector(".ant-pagination-item-active")).toHaveTextContent("2");
    // The second page was asked for while page 1 was still the one shown as current, and the pager
    // moved to page 2 together with its codes (changeWhenFetched), never over page 1's codes.
    expect(calls).toEqual([
      { start: 0, activePage: null },
      { start: 20, activePage: "1" },
    ]);
    expect(watch.shown).toEqual([`1:${firstKeys.join()}`, `2:${keysOf(table).join()}`]);
    // The voucher itself is not asked for again (the codes' page is in the address, which Refine
    // puts in the record query's key) and its page stays drawn: the same table, still there.
    expect(getOne.mock.calls.filter(([params]) => params.resource === "vouchers")).toHaveLength(1);
    expect(table.isConnected).toBe(true);
    // The page is in the address; the table follows the address when it moves (back to page 1).
    await waitFor(() => expect(currentUrl()).toContain("codesPage=2"));
    act(() => goTo(`/vouchers/${voucherId}`));
    await waitFor(() => expect(keysOf(table)).toEqual(firstKeys));
    expect(pager.querySelector(".ant-pagination-item-active")).toHaveTextContent("1");
  });
});

/** The product list's first page through the console's table hook, as a count of its rows. */
function ProductRows() {
  const table = useResourceTable({
    resource: "products",
    initialSorters: [{ field: "updatedAt", order: "desc" }],
    syncWithLocation: false,
  });
  const rows = table.tableQuery.data?.data.length;
  return <p>{rows === undefined ? "Loading rows" : `${rows} rows`}</p>;
}

/** Suspends its boundary's first render until `release` is called: the render of its siblings is thrown away. */
function suspendOnce() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let done = false;
  void held.then(() => (done = true));
  function Holder(): null {
    if (!done) throw held;
    return null;
  }
  return { Holder, release };
}

describe("a page of rows asked for in a render that was thrown away", () => {
  it("is not asked for again when the list renders for good after its answer has arrived", async () => {
    await initI18n();
    await loadNamespaces(config.i18n.defaultNamespace);
    const calls = watchListCalls("products");
    const { Holder, release } = suspendOnce();
    await renderInRouter(
      { user: "catalog@demo.test", url: "/products" },
      <AppProviders>
        <ConsoleRefine>
          <Suspense fallback={<p>Waiting for the page</p>}>
            <ProductRows />
            <Holder />
          </Suspense>
        </ConsoleRefine>
      </AppProviders>,
    );
    await screen.findByText("Waiting for the page");
    // The rows were asked for in the render the holder threw away; their answer arrives meanwhile.
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    expect(await screen.findByText("20 rows")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
  });
});
