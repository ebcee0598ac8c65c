// Catalogue benchmark (issue 7; not a timed test): the product list of the production demo build on the
// large data set (`?demo-data=large`: 10,000 products), headless Chromium, median of N runs.
//   - first page: navigation start → the first product row is on screen (target < 1 s);
//   - sort / filter: the click → the table shows the new rows (target < 300 ms).
// Writes its figures into docs/performance.md between <!-- bench:catalog:start/end -->.
//
//   node scripts/bench-catalog.mjs [--runs 7] [--no-build]
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const argv = process.argv.slice(2);
const RUNS = Math.max(5, Number(argv[argv.indexOf("--runs") + 1]) || 5);
const SKIP_BUILD = argv.includes("--no-build");
const DIST = process.env.BENCH_DIST ?? "dist-bench-catalog";
const USER = "catalog@demo.test";
const PASSWORD = "Demo1234!";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

function build() {
  if (SKIP_BUILD && existsSync(`${DIST}/index.html`)) return;
  // The demo API without its simulated network latency: the figures are the console's own work.
  const result = spawnSync(
    "npx",
    ["vite", "build", "--outDir", DIST, "--emptyOutDir", "--logLevel", "warn"],
    {
      stdio: "inherit",
      env: { ...process.env, VITE_API_URL: "", VITE_DEMO_LATENCY: "false" },
    },
  );
  if (result.status !== 0) throw new Error("build failed");
}

/** In the page: when the first product row appeared (ms from navigation start). */
const FIRST_ROW_PROBE = () => {
  const check = () => {
    if (!window.__firstRowAt && document.querySelector("table tr[data-row-key]")) {
      window.__firstRowAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

/**
 * In the page: runs `act` (a click), then resolves the ms until the table shows other rows than
 * before and no loading spinner.
 */
const measureChange = ({ selector, text }) =>
  new Promise((resolve, reject) => {
    const firstKey = () =>
      document.querySelector("table tr[data-row-key]")?.getAttribute("data-row-key") ?? "";
    const keysNow = () =>
      [...document.querySelectorAll("table tr[data-row-key]")]
        .map((row) => row.getAttribute("data-row-key"))
        .join();
    const before = keysNow();
    const target = [...document.querySelectorAll(selector)].find(
      (node) => !text || node.textContent?.trim() === text,
    );
    if (!target) {
      reject(new Error(`nothing matches ${selector}`));
      return;
    }
    const start = performance.now();
    const done = () => {
      const spinning = document.querySelector(".ant-table-wrapper .ant-spin-spinning");
      if (!spinning && firstKey() && keysNow() !== before) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    };
    const observer = new MutationObserver(done);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error("the table did not change within 10 s"));
    }, 10_000);
    target.click();
  });

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login?demo-data=large`);
  await page.getByLabel(/email/i).fill(USER);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole("button", { name: /^log\s?in$/i }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname) && url.pathname !== "/", {
    timeout: 60_000,
  });
}

async function run(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/products?demo-data=large`);
  await page.waitForFunction(() => window.__firstRowAt, null, { timeout: 60_000 });
  const firstPage = await page.evaluate(() => window.__firstRowAt);
  const count = await page.evaluate(
    () => document.querySelector(".ant-pagination-total-text")?.textContent ?? "",
  );
  // Where the first-page time goes: when the list request left and when its answer arrived.
  const request = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType("resource")
      .find((item) => /\/api\/products\?/.test(item.name));
    return entry
      ? { sent: entry.startTime, answered: entry.responseEnd }
      : { sent: NaN, answered: NaN };
  });
  // Let the lookups (brands, stores, permissions) settle so they do not land in the measured change.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);

  const sort = await page.evaluate(measureChange, {
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
  const filter = await page.evaluate(measureChange, {
    selector:
      ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title='Lens']",
  });
  await page.close();
  return { firstPage, sort, filter, count, ...request };
}

function replaceSection(body) {
  const path = "docs/performance.md";
  const text = existsSync(path) ? readFileSync(path, "utf8") : "# Performance\n";
  const start = "<!-- bench:catalog:start -->";
  const end = "<!-- bench:catalog:end -->";
  const block = `${start}\n${body.trim()}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, next);
}

async function main() {
  const chromiumPath = ensureChromium();
  build();
  const server = await serveStatic(DIST);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    timezoneId: "Asia/Jakarta",
  });
  await context.addInitScript(FIRST_ROW_PROBE);
  const login = await context.newPage();
  await signIn(login, server.url);
  await login.close();

  // One warm-up run (service worker install, HTTP cache), then the measured runs.
  await run(context, server.url);
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await run(context, server.url);
    console.log(
      `run ${i + 1}: first page ${ms(result.firstPage)} (list request sent ${ms(result.sent)}, answered ${ms(result.answered)}), sort ${ms(result.sort)}, filter ${ms(result.filter)} (${result.count})`,
    );
    results.push(result);
  }
  const version = browser.version();
  await browser.close();
  await server.close();

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
  const first = median(results.map((r) => r.firstPage));
  const sort = median(results.map((r) => r.sort));
  const filter = median(results.map((r) => r.filter));
  const verdict = (value, target) => (value < target ? "met" : "missed");
  const body = `
## Catalogue: product list on the large data set (issue 7)

Measured ${new Date().toISOString().slice(0, 10)} by \`node scripts/bench-catalog.mjs\`: the production demo build
without simulated latency, served on localhost, headless Chromium ${version}, 1440×900, signed in as
${USER}, \`/products?demo-data=large\` (${results[0]?.count || "10,000 products"}). Median of ${RUNS} runs after one warm-up;
each run is a new page (the in-page demo API builds the large data set again), the service worker and HTTP
cache are warm. Machine: ${cpus().length} cores, load average (1 / 5 / 15 min) ${load} at the end of the runs
(other work on the machine slows every figure: compare runs made at a similar load).

| measure | median | min | max | target |
|---|---|---|---|---|
| navigation → first page of products on screen | ${ms(first)} | ${ms(Math.min(...results.map((r) => r.firstPage)))} | ${ms(Math.max(...results.map((r) => r.firstPage)))} | < 1 s (${verdict(first, 1000)}) |
| … of which: navigation → product list request sent | ${ms(median(results.map((r) => r.sent)))} | ${ms(Math.min(...results.map((r) => r.sent)))} | ${ms(Math.max(...results.map((r) => r.sent)))} | |
| … of which: navigation → product list answered | ${ms(median(results.map((r) => r.answered)))} | ${ms(Math.min(...results.map((r) => r.answered)))} | ${ms(Math.max(...results.map((r) => r.answered)))} | |
| sort by price (header click) → updated table | ${ms(sort)} | ${ms(Math.min(...results.map((r) => r.sort)))} | ${ms(Math.max(...results.map((r) => r.sort)))} | < 300 ms (${verdict(sort, 300)}) |
| filter type = Lens (option click) → updated table | ${ms(filter)} | ${ms(Math.min(...results.map((r) => r.filter)))} | ${ms(Math.max(...results.map((r) => r.filter)))} | < 300 ms (${verdict(filter, 300)}) |

Of the first-page time, the product list's own part (its request, the answer and the render of 20 rows) is
${ms(median(results.map((r) => r.firstPage - r.sent)))} (median); the rest passes before the page asks for its rows:
starting the app, the signed-in shell's own calls, and the in-page demo API generating the large data set.

"First page" includes downloading and starting the app, the session check, generating the large demo data in
the page and the first list request. "Updated table" = the click until the rows differ and no spinner shows
(request through the service worker, filter/sort of 10,000 rows, render of 20 rows).
`;
  replaceSection(body);
  console.log(body);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
