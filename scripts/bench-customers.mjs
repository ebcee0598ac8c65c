// Customer list benchmark (issue 13; not a timed test): `/customer` on the large data set (20,000
// customers), headless Chromium, median of N runs, on the real-backend production build
// (`VITE_API_URL=/api`; its backend is the demo API's handlers and database run in Node with the large
// data set, scripts/lib/demo-backend.mjs) — where the product list's budget is checked too:
//   - first page: navigation start → the first customer row is on screen (target < 1 s);
//   - search: Enter in the search box → the table shows the matching rows (target < 300 ms).
// Writes its figures into docs/performance.md between <!-- bench:customers:start/end -->.
//
//   node scripts/bench-customers.mjs [--runs 5] [--no-build]
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.mjs";
import { startDemoBackend } from "./lib/demo-backend.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const argv = process.argv.slice(2);
const RUNS = Math.max(5, Number(argv[argv.indexOf("--runs") + 1]) || 5);
const SKIP_BUILD = argv.includes("--no-build");
const DIST = "dist-bench-catalog-real";
const USER = "admin@demo.test";
const PASSWORD = "Demo1234!";
const SEARCH = "putri";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

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
  if (!SKIP_BUILD || !existsSync(`${DIST}/index.html`)) {
    const result = spawnSync(
      "npx",
      ["vite", "build", "--outDir", DIST, "--emptyOutDir", "--logLevel", "warn"],
      { stdio: "inherit", env: { ...process.env, VITE_API_URL: "/api" } },
    );
    if (result.status !== 0) throw new Error(`build of ${DIST} failed`);
  }
  const api = await startDemoBackend({ dataSize: "large", build: !SKIP_BUILD });
  const server = await serveStatic(DIST, { api });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    timezoneId: "Asia/Jakarta",
  });
  await context.addInitScript(FIRST_ROW_PROBE);
  const login = await context.newPage();
  await login.goto(`${server.url}/login`);
  await login.getByLabel(/email/i).fill(USER);
  await login.getByLabel(/password/i).fill(PASSWORD);
  await login.getByRole("button", { name: /^log\s?in$/i }).click();
  await login.waitForURL((url) => !/\/login$/.test(url.pathname) && url.pathname !== "/", {
    timeout: 60_000,
  });
  await login.close();
  await run(context, server.url);
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await run(context, server.url);
    console.log(
      `run ${i + 1}: first page ${ms(result.firstPage)} (${result.count}), search ${ms(result.search)} (${result.found})`,
    );
    results.push(result);
  }
  const version = browser.version();
  await browser.close();
  await server.close();

  const stat = (pick) => {
    const values = results.map(pick);
    return [median(values), Math.min(...values), Math.max(...values)];
  };
  const line = (label, [mid, min, max], target) =>
    `| ${label} | ${ms(mid)} | ${ms(min)} | ${ms(max)} | < ${target} ms (${mid < target ? "met" : "missed"}) |`;
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
  const body = `
## Customers: customer list on the large data set (issue 13)

Measured ${new Date().toISOString().slice(0, 10)} by \`node scripts/bench-customers.mjs\`, the way the product list is
measured (real-backend build, \`VITE_API_URL=/api\`, its backend the demo API's handlers and database with the
large data set in Node, same origin): headless Chromium ${version}, 1440×900, signed in as ${USER},
\`/customer\` with ${results[0]?.count || "20,000 customers"} (the list is bound to the customer role among
20,000 customers and a few hundred admins). Median of ${RUNS} runs after one warm-up, each a new page in
the same browser context. Machine: ${cpus().length} cores, load average ${load} at the end.
"Search" = Enter in the search box ("${SEARCH}": ${results[0]?.found}) until the table shows the matches.

| measure | median | min | max | target |
|---|---|---|---|---|
${line(
  "navigation → first page of customers on screen",
  stat((r) => r.firstPage),
  1000,
)}
${line(
  `search "${SEARCH}" (Enter) → updated table`,
  stat((r) => r.search),
  300,
)}
`;
  const path = "docs/performance.md";
  const text = readFileSync(path, "utf8");
  const start = "<!-- bench:customers:start -->";
  const end = "<!-- bench:customers:end -->";
  const block = `${start}\n${body.trim()}\n${end}`;
  writeFileSync(
    path,
    text.includes(start)
      ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${text.trimEnd()}\n\n${block}\n`,
  );
  console.log(body);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
