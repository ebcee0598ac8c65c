// Wallet points benchmark (issue 16; not a timed test): `/wallet-points` (one wallet per member, about
// 18,000 on the large data set) and one wallet's page with its ledger, headless Chromium, median of N
// runs, on the real-backend production build (`VITE_API_URL=/api`; its backend is the demo API's handlers
// and database run in Node with the large data set, scripts/lib/demo-backend.mjs), with the product
// list's budgets:
//   - wallet list: navigation start → the first wallet row is on screen (target < 1 s);
//   - sort by balance (header click) → the table shows the reordered rows (target < 300 ms);
//   - search: Enter in the search box → the table shows the matching rows (target < 300 ms);
//   - a wallet: navigation start → the first ledger row is on screen (target < 1 s).
// Writes its figures into docs/performance.md between <!-- bench:wallet-points:start/end -->.
//
//   node scripts/bench-wallet-points.mjs [--runs 5] [--no-build]
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
const WALLET = "wp-1";

/** In the page: when the first row appeared (ms from navigation start). */
const FIRST_ROW_PROBE = () => {
  const check = () => {
    if (!window.__firstRowAt && document.querySelector("table tr[data-row-key]"))
      window.__firstRowAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

/**
 * In the page: `kind` "search" = Enter in the (already filled) search box, "sort" = a click on the
 * Balance column header → ms until other rows show, no spinner.
 */
const measureChange = (kind) =>
  new Promise((resolve, reject) => {
    const keys = () =>
      [...document.querySelectorAll("table tr[data-row-key]")]
        .map((row) => row.getAttribute("data-row-key"))
        .join();
    const before = keys();
    const input = document.querySelector("input.ant-input[type='search'], .ant-input-search input");
    const header = [...document.querySelectorAll("th.ant-table-column-has-sorters")].find((th) =>
      th.textContent?.includes("Balance"),
    );
    if (kind === "search" ? !input : !header) return reject(new Error(`nothing to ${kind} with`));
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
    if (kind === "search")
      input.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Enter", keyCode: 13, bubbles: true }),
      );
    else header.click();
  });

async function run(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/wallet-points`);
  await page.waitForFunction(() => window.__firstRowAt, null, { timeout: 60_000 });
  const firstPage = await page.evaluate(() => window.__firstRowAt);
  const count = await page.evaluate(
    () => document.querySelector(".ant-pagination-total-text")?.textContent ?? "",
  );
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const sort = await page.evaluate(measureChange, "sort");
  await page.waitForLoadState("networkidle");
  await page.getByPlaceholder("Search by customer name, email or phone").fill(SEARCH);
  await page.waitForTimeout(200);
  const search = await page.evaluate(measureChange, "search");
  const found = await page.evaluate(
    () => document.querySelector(".ant-pagination-total-text")?.textContent ?? "",
  );
  await page.close();
  const wallet = await context.newPage();
  await wallet.goto(`${baseUrl}/wallet-points/${WALLET}`);
  await wallet.waitForFunction(() => window.__firstRowAt, null, { timeout: 60_000 });
  const ledger = await wallet.evaluate(() => window.__firstRowAt);
  await wallet.close();
  return { firstPage, sort, search, count, found, ledger };
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
      `run ${number}: first page ${ms(result.firstPage)} (${result.count}), sort ${ms(result.sort)}, search ${ms(result.search)} (${result.found}), ledger ${ms(result.ledger)}`,
  );
  const version = browser.version();
  await browser.close();
  await server.close();

  const load = loadAverage();
  const body = `
## Loyalty: wallet points list and a wallet's ledger on the large data set (issue 16)

Measured ${today()} by \`node scripts/bench-wallet-points.mjs\`, the way the product list
is measured (real-backend build, \`VITE_API_URL=/api\`, its backend the demo API's handlers and database with
the large data set in Node, same origin): headless Chromium ${version}, 1440×900, signed in as ${USER},
\`/wallet-points\` with ${results[0]?.count || "about 18,000 wallets"} and \`/wallet-points/${WALLET}\` (its
ledger among about 53,000 entries). Median of ${RUNS} runs after one warm-up, each a new page in the same
browser context. Machine: ${cpus().length} cores, load average ${load} at the end.
"Sort" = a click on the Balance header; "search" = Enter in the search box ("${SEARCH}": ${results[0]?.found}).

${TABLE_HEAD}
${line(
  "navigation → first page of wallets on screen",
  stat(results, (r) => r.firstPage),
  1000,
)}
${line(
  "sort by balance (header click) → updated table",
  stat(results, (r) => r.sort),
  300,
)}
${line(
  `search "${SEARCH}" (Enter) → updated table`,
  stat(results, (r) => r.search),
  300,
)}
${line(
  "navigation → a wallet's first ledger rows on screen",
  stat(results, (r) => r.ledger),
  1000,
)}
`;
  replaceSection("wallet-points", body);
  console.log(body);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
