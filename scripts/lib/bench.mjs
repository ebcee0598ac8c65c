// What the browser benchmarks (scripts/bench-*.mjs) share: their command line, the production builds
// they measure, the real-backend server (the build plus the demo API's handlers and database in Node),
// headless Chromium with a signed-in browser context, the statistics and the rows of their markdown
// tables, and the section of docs/performance.md each of them rewrites.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs";
import { startDemoBackend } from "./demo-backend.mjs";
import { serveStatic } from "./static-server.mjs";

/** The real-backend build the list benchmarks share (catalogue, customers, wallets, transactions). */
export const REAL_DIST = "dist-bench-catalog-real";
/** The build env of the real-backend build: the API under /api, no demo code in the bundle. */
export const REAL_BACKEND_ENV = { VITE_API_URL: "/api" };
/** The build env of the demo build, without its simulated latency: the figures are the work itself. */
export const DEMO_ENV = { VITE_API_URL: "", VITE_DEMO_LATENCY: "false" };
/** The password of the demo data set's accounts. */
export const DEMO_PASSWORD = "Demo1234!";

/**
 * Reads the benchmark's command line: `--runs N` (at least `min`, `fallback` when absent or not a
 * number) and `--no-build` (reuse builds that exist).
 * @param {{ min: number, fallback: number }} runs
 * @returns {{ runs: number, skipBuild: boolean }}
 */
export function parseArgs({ min, fallback }) {
  const argv = process.argv.slice(2);
  return {
    runs: Math.max(min, Number(argv[argv.indexOf("--runs") + 1]) || fallback),
    skipBuild: argv.includes("--no-build"),
  };
}

/**
 * The median of some numbers.
 * @param {number[]} values
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A duration as the reports print it: "123 ms".
 * @param {number} value milliseconds
 */
export const ms = (value) => `${Math.round(value)} ms`;

/**
 * Builds the console into `outDir` (`vite build`) with `env` added to the environment, unless
 * `skipBuild` is set and `outDir/index.html` exists.
 * @param {string} outDir
 * @param {Record<string, string>} env e.g. REAL_BACKEND_ENV or DEMO_ENV
 * @param {boolean} skipBuild
 */
export function buildConsole(outDir, env, skipBuild) {
  if (skipBuild && existsSync(`${outDir}/index.html`)) return;
  const result = spawnSync(
    "npx",
    ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { stdio: "inherit", env: { ...process.env, ...env } },
  );
  if (result.status !== 0) throw new Error(`build of ${outDir} failed`);
}

/**
 * Builds the real-backend build (REAL_DIST) and serves it with its backend under /api: the demo
 * API's handlers and database with the large data set, run in Node (scripts/lib/demo-backend.mjs).
 * @param {{ skipBuild: boolean }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveRealBackend({ skipBuild }) {
  buildConsole(REAL_DIST, REAL_BACKEND_ENV, skipBuild);
  const api = await startDemoBackend({ dataSize: "large", build: !skipBuild });
  return serveStatic(REAL_DIST, { api });
}

/** Launches headless Chromium (Debian's, scripts/lib/chromium.mjs) with the tests' flags. */
export async function launchBrowser() {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
}

/**
 * A new browser context as every benchmark measures: 1440×900, en-US, Asia/Jakarta.
 * @param {import("playwright-core").Browser} browser
 * @param {import("playwright-core").BrowserContextOptions} [options] added, e.g. acceptDownloads
 */
export function newContext(browser, options = {}) {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    timezoneId: "Asia/Jakarta",
    ...options,
  });
}

/**
 * Signs in through the login page at `loginUrl` and waits until the console has left it.
 * @param {import("playwright-core").Page} page
 * @param {string} loginUrl e.g. `${baseUrl}/login`
 * @param {string} user
 * @param {string} [password]
 */
export async function signIn(page, loginUrl, user, password = DEMO_PASSWORD) {
  await page.goto(loginUrl);
  await page.getByLabel(/email/i).fill(user);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: /^log\s?in$/i }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname) && url.pathname !== "/", {
    timeout: 60_000,
  });
}

/**
 * A new browser context (newContext) with `initScript` in every page, signed in through a page of
 * its own that is closed afterwards.
 * @param {import("playwright-core").Browser} browser
 * @param {{ loginUrl: string, user: string, initScript?: Function,
 *   contextOptions?: import("playwright-core").BrowserContextOptions }} options
 */
export async function signedInContext(browser, { loginUrl, user, initScript, contextOptions }) {
  const context = await newContext(browser, contextOptions);
  if (initScript) await context.addInitScript(initScript);
  const login = await context.newPage();
  await signIn(login, loginUrl, user);
  await login.close();
  return context;
}

/**
 * A list benchmark's session on the real-backend build (serveRealBackend): headless Chromium with a
 * context signed in as `user` (signedInContext), handed to `measure`; the browser and the server are
 * closed once it is done.
 * @template T
 * @param {{ skipBuild: boolean, user: string, initScript?: Function,
 *   contextOptions?: import("playwright-core").BrowserContextOptions }} options
 * @param {(context: import("playwright-core").BrowserContext, baseUrl: string) => Promise<T>} measure
 * @returns {Promise<{ measured: T, version: string }>} what `measure` returned, Chromium's version
 */
export async function onRealBackend({ skipBuild, user, initScript, contextOptions }, measure) {
  const server = await serveRealBackend({ skipBuild });
  const browser = await launchBrowser();
  const context = await signedInContext(browser, {
    loginUrl: `${server.url}/login`,
    user,
    initScript,
    contextOptions,
  });
  const measured = await measure(context, server.url);
  const version = browser.version();
  await browser.close();
  await server.close();
  return { measured, version };
}

/**
 * One warm-up run (service worker, HTTP cache; left out), then `runs` measured runs, each printed
 * with `describe(result, number)`.
 * @template T
 * @param {number} runs
 * @param {() => Promise<T>} runOnce
 * @param {(result: T, number: number) => string} describe
 * @returns {Promise<T[]>}
 */
export async function warmUpAndMeasure(runs, runOnce, describe) {
  await runOnce();
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await runOnce();
    console.log(describe(result, i + 1));
    results.push(result);
  }
  return results;
}

/**
 * A list benchmark on the real-backend build (onRealBackend): one warm-up and `runs` measured runs
 * (warmUpAndMeasure) of `runOnce` in the signed-in context.
 * @template T
 * @param {{ runs: number, skipBuild: boolean, user: string, initScript?: Function }} options
 * @param {(context: import("playwright-core").BrowserContext, baseUrl: string) => Promise<T>} runOnce
 * @param {(result: T, number: number) => string} describe
 * @returns {Promise<{ results: T[], version: string }>} every measured run, Chromium's version
 */
export async function measureOnRealBackend({ runs, ...options }, runOnce, describe) {
  const { measured, version } = await onRealBackend(options, (context, baseUrl) =>
    warmUpAndMeasure(runs, () => runOnce(context, baseUrl), describe),
  );
  return { results: measured, version };
}

/**
 * Runs a benchmark's `main`; a failure prints its error and ends the process with exit code 1.
 * @param {() => Promise<void>} main
 */
export function runMain(main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * The median, min and max of one figure of every run.
 * @template T
 * @param {T[]} results
 * @param {(result: T) => number} pick
 * @returns {{ median: number, min: number, max: number }}
 */
export const stat = (results, pick) => {
  const values = results.map(pick);
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
};

/** The head of the tables of `line` rows. */
export const TABLE_HEAD = "| measure | median | min | max | target |\n|---|---|---|---|---|";

/**
 * One row of a TABLE_HEAD table: label, median, min, max and the target cell: for a number,
 * "< N ms (met)" or "(missed)" by the median; for a string, the string; else empty.
 * @param {string} label
 * @param {{ median: number, min: number, max: number }} figure from `stat`
 * @param {number | string} [target] ms
 */
export const line = (label, { median: mid, min, max }, target) => {
  const cell =
    typeof target === "number"
      ? `< ${target} ms (${mid < target ? "met" : "missed"})`
      : (target ?? "");
  return `| ${label} | ${ms(mid)} | ${ms(min)} | ${ms(max)} | ${cell} |`;
};

/**
 * A TABLE_HEAD table with one `line` a row: its label, the figure it picks of every run (`stat`) and
 * its target.
 * @template T
 * @param {T[]} results
 * @param {[string, (result: T) => number, (number | string)?][]} rows
 */
export const table = (results, rows) =>
  [
    TABLE_HEAD,
    ...rows.map(([label, pick, target]) => line(label, stat(results, pick), target)),
  ].join("\n");

/** Today's date as the reports print it (YYYY-MM-DD, UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/** The load average as the reports print it: "1.2 / 2.3 / 2.9" (1 / 5 / 15 min). */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

/**
 * Replaces the section between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` of
 * docs/performance.md with `body` (appended at the end when the markers are not there yet).
 * @param {string} name e.g. "catalog"
 * @param {string} body markdown
 */
export function replaceSection(name, body) {
  const path = "docs/performance.md";
  const text = existsSync(path) ? readFileSync(path, "utf8") : "# Performance\n";
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, next);
  // In the house style (aligned tables), so that a bench run leaves `prettier --check` green.
  spawnSync("npx", ["prettier", "--write", "--log-level", "warn", path], { stdio: "inherit" });
}
