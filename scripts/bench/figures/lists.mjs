// The list figures of `npm run bench`: every list page of issue 27 on the real-backend build with the
// large data set, against the list floor (scripts/bench/list-floor) on the same collection and the
// same backend. Each list is opened cold in a new page of one signed-in context (chunks cached), and
// then changed once (a sort, or the next page); the floor fetches the very requests the console sent.
import {
  FIRST_ROW_PROBE,
  firstRowAfterNavigation,
  measureTableChange,
} from "../../lib/list-page.mjs";
import { median } from "../../lib/bench.mjs";

/**
 * The lists: where the console shows them, the API path of their rows, and what changes them
 * (`sort`: the first sortable column header whose click shows other rows; `page`: the next page).
 */
export const LISTS = [
  { name: "products", url: "/products", api: "/api/products", change: "sort" },
  { name: "customers", url: "/customer", api: "/api/users", change: "sort" },
  { name: "transactions", url: "/transactions", api: "/api/transactions", change: "sort" },
  { name: "vouchers", url: "/vouchers", api: "/api/vouchers", change: "sort" },
  {
    name: "voucher codes",
    url: "/vouchers/{voucher}",
    api: "/api/vouchers/{voucher}/codes",
    change: "page",
  },
  { name: "wallet points", url: "/wallet-points", api: "/api/wallet-points", change: "sort" },
  { name: "notifications", url: "/notification", api: "/api/notifications", change: "sort" },
  { name: "admins", url: "/admin", api: "/api/users", change: "sort" },
];

const SORTERS = "th.ant-table-column-has-sorters";

/** The voucher with the most codes among the first ones (its codes table has more than one page). */
export async function voucherWithCodes(baseUrl, token) {
  const get = (path) =>
    fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } }).then((r) =>
      r.json(),
    );
  const vouchers = (await get("/vouchers?_start=0&_end=20")).payload.results;
  let best = { id: vouchers[0].voucherId, count: -1 };
  for (const voucher of vouchers) {
    const count = (await get(`/vouchers/${voucher.voucherId}/codes?_start=0&_end=1`)).payload.count;
    if (count > best.count) best = { id: voucher.voucherId, count };
  }
  return best.id;
}

/** The path and query of the last request to `api` (exactly that path) among `urls`. */
const lastCall = (urls, api) =>
  urls
    .map((url) => new URL(url))
    .filter((url) => url.pathname === api)
    .map((url) => `${url.pathname}${url.search}`)
    .at(-1);

/**
 * Opens `list` cold in a new page of `context` and changes it once. Returns the times and the
 * requests the console sent for the first page and for the change (what the floor fetches).
 * `sorter` is the index of the sortable header to click (found on the warm-up run when undefined).
 */
async function consoleRun(context, baseUrl, list, sorter) {
  const page = await context.newPage();
  const urls = [];
  page.on("request", (request) => urls.push(request.url()));
  const firstPage = await firstRowAfterNavigation(page, `${baseUrl}${list.url}`);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const first = lastCall(urls, list.api);
  urls.length = 0;
  let change;
  let used = sorter;
  if (list.change === "page") {
    change = await measureTableChange(page, { selector: ".ant-pagination-item-2" });
  } else {
    const count = await page.locator(SORTERS).count();
    for (
      let index = sorter ?? 0;
      index < (sorter ?? 0) + count && change === undefined;
      index += 1
    ) {
      await page
        .locator(SORTERS)
        .nth(index)
        .evaluate((th) => th.setAttribute("data-bench", "1"));
      change = await measureTableChange(page, { selector: "th[data-bench]" }).catch(
        () => undefined,
      );
      await page.locator("th[data-bench]").evaluate((th) => th.removeAttribute("data-bench"));
      used = index;
    }
    if (change === undefined)
      throw new Error(`no sortable column of ${list.name} changes its rows`);
  }
  await page.waitForLoadState("networkidle");
  const next = lastCall(urls, list.api);
  await page.close();
  return { firstPage, change, first, next, sorter: used };
}

/** The floor on the console's own two requests, cold in a new page of `context`. */
async function floorRun(context, floorUrl, token, first, next) {
  const page = await context.newPage();
  const hash = new URLSearchParams({ token, first, next });
  const firstPage = await firstRowAfterNavigation(page, `${floorUrl}/#${hash}`);
  await page.waitForLoadState("networkidle");
  const change = await measureTableChange(page, { selector: "#change" });
  await page.close();
  return { firstPage, change };
}

/**
 * Every list of LISTS: the console's and the floor's medians of `runs` runs after one warm-up each,
 * interleaved run by run so that machine noise hits both alike.
 */
export async function benchLists({
  context,
  floorContext,
  baseUrl,
  floorUrl,
  token,
  runs,
  voucher,
}) {
  await floorContext.addInitScript(FIRST_ROW_PROBE);
  const results = [];
  for (const template of LISTS) {
    const list = {
      ...template,
      url: template.url.replace("{voucher}", voucher),
      api: template.api.replace("{voucher}", voucher),
    };
    const warm = await consoleRun(context, baseUrl, list);
    await floorRun(floorContext, floorUrl, token, warm.first, warm.next);
    const consoleTimes = [];
    const floorTimes = [];
    for (let run = 0; run < runs; run += 1) {
      consoleTimes.push(await consoleRun(context, baseUrl, list, warm.sorter));
      floorTimes.push(await floorRun(floorContext, floorUrl, token, warm.first, warm.next));
    }
    const result = {
      name: list.name,
      change: list.change,
      first: median(consoleTimes.map((r) => r.firstPage)),
      changed: median(consoleTimes.map((r) => r.change)),
      floorFirst: median(floorTimes.map((r) => r.firstPage)),
      floorChanged: median(floorTimes.map((r) => r.change)),
      request: warm.next,
    };
    console.log(
      `${list.name}: first page ${Math.round(result.first)} ms (floor ${Math.round(result.floorFirst)}), ` +
        `${list.change} ${Math.round(result.changed)} ms (floor ${Math.round(result.floorChanged)}) — ${warm.next}`,
    );
    results.push(result);
  }
  return results;
}
