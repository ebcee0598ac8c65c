// Customer list benchmark (issue 13; not a timed test): `/customer` on the large data set (20,000
// customers), headless Chromium, median of N runs, on the real-backend production build
// (`VITE_API_URL=/api`; its backend is the demo API's handlers and database run in Node with the large
// data set, scripts/lib/demo-backend.mjs) — where the product list's budget is checked too:
//   - first page: navigation start → the first customer row is on screen (target < 1 s);
//   - search: Enter in the search box → the table shows the matching rows (target < 300 ms).
// Writes its figures into docs/performance.md between <!-- bench:customers:start/end -->.
//
//   node scripts/bench-customers.mjs [--runs 5] [--no-build]
import { cpus } from "node:os";
import {
  launchBrowser,
  line,
  loadAverage,
  ms,
  parseArgs,
  replaceSection,
  serveRealBackend,
  signedInContext,
  stat,
  TABLE_HEAD,
  today,
  warmUpAndMeasure,
} from "./lib/bench.mjs";

const { runs: RUNS, skipBuild: SKIP_BUILD } = parseArgs({ min: 5, fallback: 5 });
const USER = "admin@demo.test";
const SEARCH = "putri";

/** In the page: when the first row appeared (ms from navigation start). */
const FIRST_ROW_PROBE = () => {
  const check = () => {
    if (!window.__firstRowAt && document.querySelector("table tr[data-row-key]"))
      window.__firstRowAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

/** In the page: Enter in the (already filled) search box → ms until other rows show, no spinner. */
const measureSearch = () =>
  new Promise((resolve, reject) => {
    const keys = () =>
      [...document.querySelectorAll("table tr[data-row-key]")]
        .map((row) => row.getAttribute("data-row-key"))
        .join();
    const before = keys();
    const input = document.querySelector("input.ant-input[type='search'], .ant-input-search input");
    if (!input) return reject(new Error("no search box"));
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const spinning = document.querySelector(".ant-table-wrapper .ant-spin-spinning");
      if (!spinning && keys() && keys() !== before) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    setTimeout(() => reject(new Error("the table did not change within 10 s")), 10_000);
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", keyCode: 13, bubbles: true }));
  });

async function run(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/customer`);
  await page.waitForFunction(() => window.__firstRowAt, null, { timeout: 60_000 });
  const firstPage = await page.evaluate(() => window.__firstRowAt);
  const count = await page.evaluate(
    () => document.querySelector(".ant-pagination-total-text")?.textContent ?? "",
  );
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await page.getByPlaceholder("Search name, email or phone").fill(SEARCH);
  await page.waitForTimeout(200);
  const search = await page.evaluate(measureSearch);
  const found = await page.evaluate(
    () => document.querySelector(".ant-pagination-total-text")?.textContent ?? "",
  );
  await page.close();
  return { firstPage, search, count, found };
}

async function main() {
  const server = await serveRealBackend({ skipBuild: SKIP_BUILD });
  const browser = await launchBrowser();
  const context = await signedInContext(browser, {
    loginUrl: `${server.url}/login`,
    user: USER,
    initScript: FIRST_ROW_PROBE,
  });
  const results = await warmUpAndMeasure(
    RUNS,
    () => run(context, server.url),
    (result, number) =>
      `run ${number}: first page ${ms(result.firstPage)} (${result.count}), search ${ms(result.search)} (${result.found})`,
  );
  const version = browser.version();
  await browser.close();
  await server.close();

  const load = loadAverage();
  const body = `
## Customers: customer list on the large data set (issue 13)

Measured ${today()} by \`node scripts/bench-customers.mjs\`, the way the product list is
measured (real-backend build, \`VITE_API_URL=/api\`, its backend the demo API's handlers and database with the
large data set in Node, same origin): headless Chromium ${version}, 1440×900, signed in as ${USER},
\`/customer\` with ${results[0]?.count || "20,000 customers"} (the list is bound to the customer role among
20,000 customers and a few hundred admins). Median of ${RUNS} runs after one warm-up, each a new page in
the same browser context. Machine: ${cpus().length} cores, load average ${load} at the end.
"Search" = Enter in the search box ("${SEARCH}": ${results[0]?.found}) until the table shows the matches.

${TABLE_HEAD}
${line(
  "navigation → first page of customers on screen",
  stat(results, (r) => r.firstPage),
  1000,
)}
${line(
  `search "${SEARCH}" (Enter) → updated table`,
  stat(results, (r) => r.search),
  300,
)}
`;
  replaceSection("customers", body);
  console.log(body);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
