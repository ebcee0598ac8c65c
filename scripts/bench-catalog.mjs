// Catalogue benchmark (issue 7; not a timed test): the product list on the large data set (10,000
// products), headless Chromium, median of N runs, for two production builds:
//   - the real-backend build (`VITE_API_URL=/api`, no demo code), its backend being the demo API's
//     handlers and database run in Node (scripts/lib/demo-backend.mjs) with the large data set;
//   - the demo build (`?demo-data=large`: the in-page demo API generates the large data set).
//   - first page: navigation start → the first product row is on screen (target < 1 s);
//   - sort / filter: the click → the table shows the new rows (target < 300 ms).
// Writes its figures into docs/performance.md between <!-- bench:catalog:start/end -->.
//
//   node scripts/bench-catalog.mjs [--runs 7] [--no-build]
import { cpus } from "node:os";
import {
  DEMO_ENV,
  buildConsole,
  launchBrowser,
  line,
  loadAverage,
  ms,
  parseArgs,
  replaceSection,
  runMain,
  serveRealBackend,
  signedInContext,
  stat,
  TABLE_HEAD,
  today,
  warmUpAndMeasure,
} from "./lib/bench.mjs";
import { FIRST_ROW_PROBE, measureTableChange, openList } from "./lib/list-page.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const { runs: RUNS, skipBuild: SKIP_BUILD } = parseArgs({ min: 5, fallback: 5 });
const DIST = "dist-bench-catalog";
const USER = "catalog@demo.test";

async function run(context, baseUrl) {
  const page = await context.newPage();
  const { firstPage, count } = await openList(page, `${baseUrl}/products?demo-data=large`);
  // Where the first-page time goes: when the list request left and when its answer arrived.
  const request = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType("resource")
      .find((item) => /\/api\/products\?/.test(item.name));
    return entry
      ? { sent: entry.startTime, answered: entry.responseEnd }
      : { sent: NaN, answered: NaN };
  });

  const sort = await measureTableChange(page, {
    selector: "th.ant-table-column-has-sorters",
    text: "Price",
  });

  await page.getByRole("combobox", { name: "Type", exact: true }).click();
  await page
    .locator(
      ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title='Lens']",
    )
    .waitFor();
  await page.waitForTimeout(300);
  const filter = await measureTableChange(page, {
    selector:
      ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title='Lens']",
  });
  await page.close();
  return { firstPage, sort, filter, count, ...request };
}

/** Signs in, one warm-up run (service worker, HTTP cache), then RUNS measured runs. */
async function benchTarget(browser, label, baseUrl) {
  const context = await signedInContext(browser, {
    loginUrl: `${baseUrl}/login?demo-data=large`,
    user: USER,
    initScript: FIRST_ROW_PROBE,
  });
  const results = await warmUpAndMeasure(
    RUNS,
    () => run(context, baseUrl),
    (result, number) =>
      `${label} run ${number}: first page ${ms(result.firstPage)} (list request sent ${ms(result.sent)}, answered ${ms(result.answered)}), sort ${ms(result.sort)}, filter ${ms(result.filter)} (${result.count})`,
  );
  await context.close();
  return {
    count: results[0]?.count,
    first: stat(results, (r) => r.firstPage),
    sent: stat(results, (r) => r.sent),
    answered: stat(results, (r) => r.answered),
    own: stat(results, (r) => r.firstPage - r.sent),
    sort: stat(results, (r) => r.sort),
    filter: stat(results, (r) => r.filter),
  };
}

function table(result) {
  return [
    TABLE_HEAD,
    line("navigation → first page of products on screen", result.first, 1000),
    line("… of which: navigation → product list request sent", result.sent),
    line("… of which: navigation → product list answered", result.answered),
    line("sort by price (header click) → updated table", result.sort, 300),
    line("filter type = Lens (option click) → updated table", result.filter, 300),
  ].join("\n");
}

async function main() {
  // Both without simulated network latency: the figures are the console's own work.
  buildConsole(DIST, DEMO_ENV, SKIP_BUILD);
  const realServer = await serveRealBackend({ skipBuild: SKIP_BUILD });
  const demoServer = await serveStatic(DIST);
  const browser = await launchBrowser();
  const real = await benchTarget(browser, "real-backend build", realServer.url);
  const demo = await benchTarget(browser, "demo build", demoServer.url);
  const version = browser.version();
  await browser.close();
  await realServer.close();
  await demoServer.close();

  const load = loadAverage();
  const body = `
## Catalogue: product list on the large data set (issue 7)

Measured ${today()} by \`node scripts/bench-catalog.mjs\`: production builds served on
localhost, headless Chromium ${version}, 1440×900, signed in as ${USER}, \`/products\` with
${real.count || "10,000 products"}. Median of ${RUNS} runs after one warm-up; each run is a new page in the same
browser context (HTTP cache warm, as for a returning user). Machine: ${cpus().length} cores, load average
(1 / 5 / 15 min) ${load} at the end of the runs (other work on the machine slows every figure).
"First page" = navigation start until the first product row is on screen: downloading and starting the app,
the session check, the shell and the list request. "Updated table" = the click until the rows differ and no
spinner shows (request, filter/sort of 10,000 rows on the server, render of 20 rows).

### Real-backend build (what is deployed; the budget is checked here)

\`VITE_API_URL=/api\`, no demo code in the bundle. Its backend is the demo API's own handlers and database
with the large data set, run as an HTTP server in Node (\`scripts/lib/demo-backend.mjs\`), same origin.

${table(real)}

### Demo build (\`VITE_API_URL\` unset, \`?demo-data=large\`)

The same console plus the in-browser demo API. Each new page starts the mock service worker and generates
the large data set again on the page's own main thread before the first answer, which is why its first
page is slower; sorting and filtering 10,000 rows also run on that thread.

${table(demo)}
`;
  replaceSection("catalog", body);
  console.log(body);
}

runMain(main);
