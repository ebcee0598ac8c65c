// Page weight (not a timed test): the JavaScript the login page and a catalogue list page load, on the
// real-backend build (what is deployed). Issue 12's rule: the entity schemas (src/contract, zod) must
// not make either page grow by more than 2 KiB gzip; pages import them as types unless they validate.
//
//   npm run bench:bundle                 build, measure, write the "bundle" section of docs/performance.md
//   npm run bench:bundle -- --no-build   measure the last build
//   npm run bench:bundle -- --label before --no-write   print only (e.g. on an older commit)
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.mjs";
import { startDemoBackend } from "./lib/demo-backend.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const argv = process.argv.slice(2);
const SKIP_BUILD = argv.includes("--no-build");
const WRITE = !argv.includes("--no-write");
const OUT = "dist-bench-real";
const kib = (bytes) => (bytes / 1024).toFixed(1);

if (!SKIP_BUILD || !existsSync(`${OUT}/index.html`)) {
  const result = spawnSync(
    "npx",
    ["vite", "build", "--outDir", OUT, "--emptyOutDir", "--manifest", "--logLevel", "warn"],
    { stdio: "inherit", env: { ...process.env, VITE_API_URL: "/api" } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const manifest = JSON.parse(readFileSync(`${OUT}/.vite/manifest.json`, "utf8"));
const sourceOf = new Map(
  Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]),
);

/** Gzip size of each script URL, read from the build on disk (reading bodies through the browser slows the load). */
const weigh = (urls) =>
  [...new Set(urls)].map((url) => {
    const path = new URL(url).pathname;
    const file = `${OUT}${path}`;
    const body = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    return {
      path,
      src: sourceOf.get(path.replace(/^\//, "")) ?? "",
      gzip: gzipSync(body).length,
      zod: /Zod(Type|Error|Object)\b/.test(body.toString("utf8")),
    };
  });

async function scriptsUntil(browser, url, ready, storageState) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  const page = await context.newPage();
  const urls = [];
  let done = false;
  page.on("request", (request) => {
    if (!done && request.resourceType() === "script") urls.push(request.url());
  });
  await page.goto(url);
  await ready(page);
  done = true;
  await context.close();
  return weigh(urls);
}

async function main() {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const server = await serveStatic(OUT, { api: await startDemoBackend({ build: !SKIP_BUILD }) });

  const login = await scriptsUntil(browser, `${server.url}/login`, (page) =>
    page.locator('input[type="password"]').waitFor({ timeout: 30_000 }),
  );

  const signIn = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const tab = await signIn.newPage();
  await tab.goto(`${server.url}/login`);
  await tab.getByLabel(/email/i).fill("catalog@demo.test");
  await tab.getByLabel(/password/i).fill("Demo1234!");
  await tab.getByRole("button", { name: /^log\s?in$/i }).click();
  await tab.waitForURL((url) => url.pathname !== "/login" && url.pathname !== "/", {
    timeout: 30_000,
  });
  const storageState = await signIn.storageState();
  await signIn.close();

  const list = await scriptsUntil(
    browser,
    `${server.url}/products`,
    (page) => page.locator("tr[data-row-key]").first().waitFor({ timeout: 30_000 }),
    storageState,
  );
  await browser.close();
  await server.close();

  const total = (scripts) => scripts.reduce((sum, script) => sum + script.gzip, 0);
  const withZod = (scripts) =>
    scripts.filter((script) => script.zod).map((script) => script.src || script.path);
  const figures = {
    date: new Date().toISOString().slice(0, 10),
    login: total(login),
    list: total(list),
    loginZod: withZod(login),
    listZod: withZod(list),
  };
  console.log(
    `login page: ${kib(figures.login)} KiB gzip (${login.length} scripts); zod in: ${figures.loginZod.join(", ") || "none"}`,
  );
  console.log(
    `/products:  ${kib(figures.list)} KiB gzip (${list.length} scripts); zod in: ${figures.listZod.join(", ") || "none"}`,
  );
  if (argv.includes("--verbose"))
    for (const [label, scripts] of [
      ["login", login],
      ["/products", list],
    ])
      for (const script of scripts)
        console.log(`${label}\t${script.gzip}\t${script.src || script.path}`);
  if (WRITE) writeSection(figures);
}

/** The "bundle" section of docs/performance.md, keeping the baseline row written before the contract. */
function writeSection(figures) {
  const path = "docs/performance.md";
  const text = readFileSync(path, "utf8");
  const start = "<!-- bench:bundle:start -->";
  const end = "<!-- bench:bundle:end -->";
  const old = text.includes(start) ? text.slice(text.indexOf(start), text.indexOf(end)) : "";
  const baseline = /\| before the contract[^\n]*/.exec(old)?.[0];
  const body = `${start}
## Page weight with the entity schemas (issue 12 budget: neither page grows by more than 2 KiB gzip)

Measured by \`npm run bench:bundle\` on the real-backend build (\`VITE_API_URL\` set, no demo code):
the scripts a cold load requests until the page is usable (login: the password field; product list:
the first row, signed in as \`catalog@demo.test\`), gzip-compressed, read from the build on disk.

| build | login page | product list (\`/products\`) |
|---|---|---|
${baseline ?? "| before the contract | — | — |"}
| ${figures.date}, with \`src/contract\` | ${kib(figures.login)} KiB | ${kib(figures.list)} KiB |

- Scripts of the login page that contain zod: ${figures.loginZod.join(", ") || "none"}.
- Scripts of the product list that contain zod: ${figures.listZod.join(", ") || "none"}.
${end}`;
  const next = text.includes(start)
    ? text.slice(0, text.indexOf(start)) + body + text.slice(text.indexOf(end) + end.length)
    : `${text.trimEnd()}\n\n${body}\n`;
  writeFileSync(path, next);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
