// Speed benchmarks (not timed tests): production builds served on localhost, headless Chromium,
// median of N cold loads (fresh browser context each). Writes its figures into docs/performance.md.
//
//   npm run bench              login page vs. the bare antd yardstick, and the signed-in dashboard
//   npm run bench -- --runs 7  more runs
import { spawnSync } from "node:child_process";
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.mjs";
import { replaceSection } from "./lib/bench.mjs";
import { startDemoBackend } from "./lib/demo-backend.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf("--runs") + 1]) || 5;
const SKIP_BUILD = argv.includes("--no-build");
// `--only login` or `--only dashboard`: one of the two benchmarks (the other section stays as it is).
const ONLY = argv.includes("--only") ? argv[argv.indexOf("--only") + 1] : undefined;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const signedMs = (value) => `${value < 0 ? "−" : "+"}${Math.abs(Math.round(value))} ms`;

function build(outDir, env, extraArgs = []) {
  if (SKIP_BUILD && existsSync(`${outDir}/index.html`)) return;
  const result = spawnSync(
    "npx",
    [
      "vite",
      "build",
      "--outDir",
      outDir,
      "--emptyOutDir",
      "--manifest",
      "--logLevel",
      "warn",
      ...extraArgs,
    ],
    { stdio: "inherit", env: { ...process.env, ...env } },
  );
  if (result.status !== 0) throw new Error(`build of ${outDir} failed`);
}

function manifestSources(outDir) {
  const path = `${outDir}/.vite/manifest.json`;
  if (!existsSync(path)) return new Map();
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  const byFile = new Map();
  for (const [key, chunk] of Object.entries(manifest)) byFile.set(chunk.file, chunk.src ?? key);
  return byFile;
}

// Records when the password field is first visible, relative to navigation start.
const PASSWORD_PROBE = () => {
  const check = () => {
    const field = document.querySelector('input[type="password"]');
    if (field && field.getBoundingClientRect().height > 0 && !window.__passwordVisibleAt) {
      window.__passwordVisibleAt = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

/**
 * The scripts a page requested, with their gzip sizes read from the build on disk: reading the
 * response bodies through the browser during a timed load slows that load (and the page with the
 * most scripts the most), so the timed runs only note the URLs.
 */
function scriptsFromDisk(dir, urls) {
  return [...new Set(urls)].flatMap((url) => {
    const file = `${dir}${new URL(url).pathname}`;
    if (!existsSync(file)) return [];
    const body = readFileSync(file);
    return [{ url, gzip: gzipSync(body).length, text: body.toString("utf8") }];
  });
}

async function load(browser, url, { until, storageState, dir } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  await context.addInitScript(PASSWORD_PROBE);
  const page = await context.newPage();
  const urls = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  await page.goto(url);
  const time = await until(page);
  await page.waitForTimeout(300);
  await context.close();
  return { time, scripts: scriptsFromDisk(dir, urls) };
}

const passwordVisible = async (page) => {
  await page.waitForFunction(() => window.__passwordVisibleAt, null, { timeout: 20_000 });
  return page.evaluate(() => window.__passwordVisibleAt);
};

const SIDEBAR_ITEM = '[data-testid="app-sider"] .ant-menu-item';
const dashboardUsable = async (page) => {
  await page.locator(SIDEBAR_ITEM).first().waitFor({ timeout: 30_000 });
  await page.locator("main section a").first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => performance.now());
};

// A signed-in cold load of /dashboard (fresh context with the stored session), the JavaScript it
// loaded until usable (with and without the demo API's own code), and the JS heap after opening every
// sidebar entry once against the heap after the first page.
async function benchDashboard(browser, baseUrl, sources, dir) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/email/i).fill("admin@demo.test");
  await page.getByLabel(/password/i).fill("Demo1234!");
  await page.getByRole("button", { name: /^log\s?in$/i }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  await page.waitForTimeout(1000); // the demo API saves its session table to IndexedDB shortly after
  const storageState = await context.storageState({ indexedDB: true });
  await context.close();

  const times = [];
  const totals = [];
  const appOnly = [];
  for (let run = 0; run < RUNS; run += 1) {
    const run_ = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
    const tab = await run_.newPage();
    const urls = [];
    let usable = false;
    tab.on("request", (request) => {
      if (!usable && request.resourceType() === "script") urls.push(request.url());
    });
    await tab.goto(`${baseUrl}/dashboard`);
    times.push(await dashboardUsable(tab));
    if (process.env.BENCH_DEBUG) console.log(baseUrl, Math.round(times.at(-1)));
    usable = true;
    const scripts = scriptsFromDisk(dir, urls);
    const isDemo = (url) =>
      (sources.get(new URL(url).pathname.replace(/^\//, "")) ?? "").startsWith("src/mocks/");
    totals.push(scripts.reduce((sum, s) => sum + s.gzip, 0));
    appOnly.push(scripts.filter((s) => !isDemo(s.url)).reduce((sum, s) => sum + s.gzip, 0));
    await run_.close();
  }

  // Heap: first page, then every sidebar entry once.
  const heapContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  const tab = await heapContext.newPage();
  const cdp = await heapContext.newCDPSession(tab);
  const heap = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  await tab.goto(`${baseUrl}/dashboard`);
  await dashboardUsable(tab);
  await tab.waitForTimeout(1000);
  const firstHeap = await heap();
  await tab
    .locator('[data-testid="app-sider"] .ant-menu-submenu-title')
    .evaluateAll((titles) =>
      titles.forEach((title) => title.getAttribute("aria-expanded") !== "true" && title.click()),
    );
  await tab.waitForTimeout(500);
  const hrefs = await tab
    .locator(`${SIDEBAR_ITEM} a`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const href of hrefs) {
    await tab.locator(`${SIDEBAR_ITEM} a[href="${href}"]`).first().click();
    await tab.waitForURL((url) => url.pathname.startsWith(href), { timeout: 20_000 });
    await tab.waitForLoadState("networkidle").catch(() => undefined);
    await tab.waitForTimeout(400);
  }
  const lastHeap = await heap();
  await heapContext.close();

  return {
    time: median(times),
    appJs: median(appOnly),
    totalJs: median(totals),
    firstHeap,
    lastHeap,
    entries: hrefs.length,
    heapRatio: lastHeap / firstHeap,
  };
}

function dashboardSection(real, demo) {
  const mib = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;
  return `
## Signed-in cold load of /dashboard (issue 6 budget: ≤ 450 KiB gzip JS, usable < 1.5 s, heap < 2×)

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`: production builds on localhost,
headless Chromium, median of ${RUNS} cold loads (fresh context with a stored \`admin@demo.test\` session).
"Usable" = the sidebar entries and the dashboard's quick links are on screen. Idle prefetching starts
after that and is not counted.

- **Real-backend build** (what is deployed: \`VITE_API_URL\` set, no demo code in the bundle). Its
  backend is the demo API's handlers and database run as an HTTP server in Node
  (\`scripts/lib/demo-backend.mjs\`), on the same origin under \`/api\`.
- **Demo build** (\`VITE_API_URL\` unset): the same console plus the in-browser demo API (MSW service
  worker, its database restored from IndexedDB), which must start before the first call.

| measure | real-backend build | demo build |
|---|---|---|
| JavaScript until usable, console code | ${kib(real.appJs)} KiB gzip | ${kib(demo.appJs)} KiB gzip |
| JavaScript until usable, in total | ${kib(real.totalJs)} KiB gzip | ${kib(demo.totalJs)} KiB gzip (with MSW and the demo database) |
| time to usable | ${Math.round(real.time)} ms | ${Math.round(demo.time)} ms |
| JS heap after the first page | ${mib(real.firstHeap)} | ${mib(demo.firstHeap)} |
| JS heap after opening all ${real.entries} sidebar entries once | ${mib(real.lastHeap)} (${real.heapRatio.toFixed(2)}×) | ${mib(demo.lastHeap)} (${demo.heapRatio.toFixed(2)}×) |

The budget is checked on the real-backend build.
`;
}

// The login page of both builds against the bare antd yardstick, interleaved run by run.
async function benchLogin(browser, servers, realSources, demoSources) {
  const rows = [];
  const login = { bare: [], real: [], demo: [], realJs: [], demoJs: [], bareJs: [] };
  let realLoginScripts = [];
  let demoLoginScripts = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Interleave the three pages so machine noise hits them alike.
    const bare = await load(browser, `${servers.bare.url}/`, {
      until: passwordVisible,
      dir: "dist-bench-bare",
    });
    const real = await load(browser, `${servers.real.url}/login`, {
      until: passwordVisible,
      dir: "dist-bench-real",
    });
    const demo = await load(browser, `${servers.demo.url}/login`, {
      until: passwordVisible,
      dir: "dist-bench-demo",
    });
    login.bare.push(bare.time);
    login.real.push(real.time);
    login.demo.push(demo.time);
    login.bareJs.push(bare.scripts.reduce((sum, s) => sum + s.gzip, 0));
    login.realJs.push(real.scripts.reduce((sum, s) => sum + s.gzip, 0));
    login.demoJs.push(demo.scripts.reduce((sum, s) => sum + s.gzip, 0));
    realLoginScripts = real.scripts;
    demoLoginScripts = demo.scripts;
  }

  const sourceOf = (sources, url) => sources.get(new URL(url).pathname.replace(/^\//, "")) ?? "";
  const areaOrDemo = (sources, scripts) =>
    scripts.filter((s) => {
      const src = sourceOf(sources, s.url);
      return (
        src.startsWith("resources/") ||
        src.startsWith("src/mocks/") ||
        /setupWorker|mockServiceWorker/.test(s.text)
      );
    });
  const realForbidden = areaOrDemo(realSources, realLoginScripts);
  const demoAreas = demoLoginScripts.filter((s) =>
    sourceOf(demoSources, s.url).startsWith("resources/"),
  );

  const bareTime = median(login.bare);
  const realTime = median(login.real);
  const demoTime = median(login.demo);
  rows.push(
    `| bare Vite + React 19 + antd 5 form (yardstick) | ${kib(median(login.bareJs))} KiB | ${Math.round(bareTime)} ms | — |`,
    `| console login page, real-backend build | ${kib(median(login.realJs))} KiB | ${Math.round(realTime)} ms | ${signedMs(realTime - bareTime)} |`,
    `| console login page, demo-API build | ${kib(median(login.demoJs))} KiB | ${Math.round(demoTime)} ms | ${signedMs(demoTime - bareTime)} |`,
  );
  const loginBody = `
## Login page (issue 5 budget: ≤ 260 KiB gzip JS; form usable ≤ 150 ms after the bare antd page's)

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`: production builds on localhost,
headless Chromium, median of ${RUNS} cold loads (fresh context each). "Usable" = the password field is
visible, from navigation start. JavaScript = all scripts the page loaded, gzip-compressed.

| page | JS (gzip) | password field visible | vs. yardstick |
|---|---|---|---|
${rows.join("\n")}

- Area code or demo-API code loaded by the login page of the real-backend build: ${realForbidden.length === 0 ? "none" : realForbidden.map((s) => new URL(s.url).pathname).join(", ")}.
- Area code loaded by the login page of the demo build: ${demoAreas.length === 0 ? "none" : demoAreas.map((s) => new URL(s.url).pathname).join(", ")} (the demo API itself loads after the form is usable, from an idle callback).
`;
  replaceSection("login", loginBody);
  console.log(loginBody);

  const failures = [];
  if (median(login.realJs) > 260 * 1024) failures.push("login JS over 260 KiB gzip");
  if (realTime - bareTime > 150) failures.push("login form more than 150 ms after the yardstick");
  if (realForbidden.length)
    failures.push("login page of the real-backend build loads area or demo code");
  return { failures };
}

async function main() {
  const chromiumPath = ensureChromium();
  console.log("Building: demo API build, real-backend build, bare antd yardstick...");
  build("dist-bench-demo", { VITE_API_URL: "", VITE_DEMO_LATENCY: "false" });
  build("dist-bench-real", { VITE_API_URL: "/api" });
  if (!SKIP_BUILD || !existsSync("dist-bench-bare/index.html")) {
    const bare = spawnSync(
      "npx",
      [
        "vite",
        "build",
        "--config",
        "scripts/bench/bare/vite.config.mjs",
        "--outDir",
        `${process.cwd()}/dist-bench-bare`,
        "--emptyOutDir",
      ],
      { stdio: "inherit" },
    );
    if (bare.status !== 0) throw new Error("bare build failed");
  }

  const servers = {
    demo: await serveStatic("dist-bench-demo"),
    real: await serveStatic("dist-bench-real", {
      api: await startDemoBackend({ build: !SKIP_BUILD }),
    }),
    bare: await serveStatic("dist-bench-bare"),
  };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const realSources = manifestSources("dist-bench-real");
  const demoSources = manifestSources("dist-bench-demo");

  const failures = [];
  if (ONLY !== "dashboard") {
    const login = await benchLogin(browser, servers, realSources, demoSources);
    failures.push(...login.failures);
  }
  if (ONLY !== "login") {
    const dashboard = await benchDashboard(
      browser,
      servers.real.url,
      realSources,
      "dist-bench-real",
    );
    const demoDashboard = await benchDashboard(
      browser,
      servers.demo.url,
      demoSources,
      "dist-bench-demo",
    );
    const dashboardBody = dashboardSection(dashboard, demoDashboard);
    replaceSection("dashboard", dashboardBody);
    console.log(dashboardBody);
    if (dashboard.appJs > 450 * 1024) failures.push("signed-in dashboard JS over 450 KiB gzip");
    if (dashboard.time > 1500) failures.push("signed-in dashboard usable after more than 1.5 s");
    if (dashboard.heapRatio > 2)
      failures.push("heap after every sidebar entry over 2x the first page");
  }
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  if (failures.length) console.log(`Budget missed: ${failures.join("; ")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
