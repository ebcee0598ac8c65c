// Demo API handler benchmark (not a timed test): builds scripts/bench-api/ (the real handlers and
// database), serves it on localhost and runs it in headless Chromium with the large data set
// (?demo-data=large). Prints the figures and writes them into docs/performance.md under
// "Demo API handler times".
//
//   node scripts/bench-api.mjs            15 warm runs per scenario
//   node scripts/bench-api.mjs --runs 30
import { spawnSync } from "node:child_process";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.mjs";
import { replaceSection } from "./lib/bench.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf("--runs") + 1]) || 15;
const OUT = "dist-bench-api";
const BUDGET_MS = 50;

function build() {
  const result = spawnSync(
    "npx",
    [
      "vite",
      "build",
      "--config",
      "scripts/bench-api/vite.config.mjs",
      "--outDir",
      `${process.cwd()}/${OUT}`,
      "--emptyOutDir",
    ],
    { stdio: "inherit", env: { ...process.env, VITE_API_URL: "" } },
  );
  if (result.status !== 0) throw new Error("benchmark page build failed");
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

async function main() {
  const executablePath = ensureChromium();
  build();
  const server = await serveStatic(OUT);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") console.error("[page]", message.text());
    });
    await page.goto(`${server.url}/?demo-data=large&runs=${RUNS}`);
    await page.waitForFunction(() => window.__benchResults || window.__benchError, null, {
      timeout: 180_000,
    });
    const error = await page.evaluate(() => window.__benchError);
    if (error) throw new Error(error);
    const results = await page.evaluate(() => window.__benchResults);
    const over = results.rows.filter((row) => row.medianMs > BUDGET_MS);
    const table = results.rows
      .map(
        (row) =>
          `| ${row.collection} | ${row.label} | ${row.count.toLocaleString("en")} | ${fmt(row.coldMs)} ms | ${fmt(row.medianMs)} ms | ${fmt(row.maxMs)} ms |`,
      )
      .join("\n");
    const body = `
## Demo API handler times

Measured ${new Date().toISOString().slice(0, 10)} by \`node scripts/bench-api.mjs\`: the production-bundled demo API
in headless Chromium (${results.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}) on this machine, large data set
(${results.sizes.products.toLocaleString("en")} products, ${results.sizes.customers.toLocaleString("en")} users,
${results.sizes.transactions.toLocaleString("en")} transactions). "Handler time" = MSW routing, token and permission
check, filter + sort + slice of the whole collection, and JSON serialisation of the page of 20
(\`getResponse\`, without the service-worker hop). Cold = the first call of that query (it builds and caches
the sort order or search index of the collection's current version); median and max over ${results.runs} further calls.
The dashboard's calls (issue 26) sum every order of the outlet on their cold call and keep the answer until an
order or a ledger entry changes or the minute turns; "matches" is the orders read. Their cold column is the
price of the first question after a write (the very first of the page also warms the code up).
Budget (issues 4 and 26): under ${BUDGET_MS} ms.

| list | query | matches | cold | median | max |
|---|---|---|---|---|---|
${table}

- Start of the demo API (its Web Worker loading the handlers and restoring from IndexedDB, and the service worker): ${results.startMs} ms. Collections are generated
  lazily, each on its first use (the first call that needs one pays for it once):
  ${Object.entries(results.generation)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(", ")}.
- Through the service worker (what the console sees, latency off): \`GET /api/products?_end=20\` answered count
  ${results.workerCount.toLocaleString("en")}, median ${results.workerMedianMs} ms per page including the hops through the service worker and the demo API's worker.
- ${over.length === 0 ? `Every query's median is under ${BUDGET_MS} ms.` : `Over budget (median): ${over.map((row) => `${row.collection} ${row.label}`).join(", ")}.`}
`;
    replaceSection("api", body);
    console.log(body);
    if (over.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
