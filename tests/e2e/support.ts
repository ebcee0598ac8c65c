import { mkdirSync } from "node:fs";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { AccessibilityWatch, formatViolations } from "./a11y";
import { screenshotsForDocs } from "./settle";
// @ts-expect-error -- plain .mjs helper shared with the Node scripts; it has no type declarations.
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium.mjs";

export const DEMO_PASSWORD = "Demo1234!";
export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 375, height: 812 };

export const baseUrl = () => inject("baseUrl");

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
/** Every page a test opens is scanned for accessibility violations (tests/e2e/a11y.ts). */
const a11y = new AccessibilityWatch();

/**
 * What the console printed as an error, or threw without catching, on any page of this test. A
 * production build prints no React or antd warning, so an error here is one staff could meet: the
 * test fails on it. A failed download the test provoked (a demo fault's 500) is the browser's own
 * line and is expected; tests that provoke an error on purpose take it with `expectPageErrors`.
 */
const pageErrors: string[] = [];
let expectedErrors: RegExp[] = [];
const EXPECTED_ALWAYS = [/^Failed to load resource: /];

function watchErrors(context: BrowserContext) {
  context.on("page", (page) => {
    const note = (text: string) => {
      if ([...EXPECTED_ALWAYS, ...expectedErrors].some((pattern) => pattern.test(text))) return;
      pageErrors.push(`${page.url()}: ${text}`);
    };
    page.on("pageerror", (error) => note(`uncaught ${error.name}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" || /^Warning: /.test(message.text())) note(message.text());
    });
  });
}

/** The errors printed so far in this test, handed over instead of failing it. For tests of the check. */
export const takePageErrors = () => pageErrors.splice(0);

/** This test provokes errors on purpose (a crash screen, a refused download): they do not fail it. */
export const expectPageErrors = (...patterns: RegExp[]) => {
  expectedErrors.push(...patterns);
};

/**
 * The accessibility violations found so far in this test (every page it opened, each in the state it
 * is in now), handed over instead of failing the test. For tests of the check itself.
 */
export async function takeAccessibilityViolations() {
  const { violations, errors } = await a11y.finish();
  if (errors.length) throw new Error(errors.join("\n"));
  return violations;
}

/** Runs a test's own axe-core check when no scan of the watch runs (one axe run at a time). */
export const withAxeAlone = <T>(check: () => Promise<T>) => a11y.alone(check);

/** Waits until the check has scanned the page as it is now, by itself. For tests of the check. */
export const waitForAccessibilityScan = (page: Page, timeout?: number) =>
  a11y.scanned(page, timeout);

/**
 * One Chromium per test file; a fresh context (cookies, storage, IndexedDB) per page. After each test,
 * a critical or serious accessibility violation on any page it opened fails it.
 */
export function setupBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject("chromiumPath"),
      args: CHROMIUM_ARGS as string[],
    });
  });
  afterEach(async ({ task }) => {
    // A failed test's pages as they were, before anything closes them: what a wait ran out on.
    if (task.result?.state === "fail") await recordFailure(task.name);
    // The pages' last states are scanned before their contexts close.
    const { violations, errors } = await a11y.finish();
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
    const printed = pageErrors.splice(0);
    expectedErrors = [];
    if (printed.length)
      errors.push(`The console printed errors:\n${[...new Set(printed)].join("\n")}`);
    if (violations.length || errors.length) {
      throw new Error(
        [violations.length ? formatViolations(violations) : "", ...errors].join("\n"),
      );
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * What each page of a failed test showed, in the test's log: its address, heading, open dialogs and
 * popovers, toasts and alerts (a test that ran out waiting for a toast says whether a toast, an error
 * or an open confirmation was on screen instead). With a screenshot of each page under
 * test-results/failures/ (ignored by git), also in `npm test`, which takes no other screenshot.
 */
async function recordFailure(testName: string) {
  const pages = contexts.flatMap((context) => context.pages());
  const dir = "test-results/failures";
  mkdirSync(dir, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, "-").slice(0, 80);
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const shown = await page
      .evaluate(() => {
        const texts = (selector: string) =>
          [...document.querySelectorAll<HTMLElement>(selector)]
            .filter((node) => node.offsetParent !== null || node.getClientRects().length > 0)
            .map((node) => (node.innerText || node.textContent || "").replace(/\s+/g, " ").trim())
            .filter(Boolean)
            .map((text) => (text.length > 160 ? `${text.slice(0, 160)}…` : text));
        return {
          heading: texts("h1, h2").slice(0, 2),
          dialogs: texts('[role="dialog"], [role="alertdialog"]'),
          popovers: texts(".ant-popover:not(.ant-popover-hidden)"),
          toasts: texts(".ant-notification-notice, .ant-message-notice"),
          alerts: texts('[role="alert"], .ant-alert'),
        };
      })
      .catch((error: unknown) => ({ unreadable: String(error) }));
    const file = `${dir}/${slug}-${index + 1}.png`;
    await page.screenshot({ path: file, timeout: 5_000 }).catch(() => undefined);
    console.log(
      `What page ${index + 1} showed when "${testName}" failed (${file}): ${page.url()} ${JSON.stringify(shown)}`,
    );
  }
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Browser language (navigator.language), e.g. "ja" or "id". */
  locale?: string;
  /**
   * The system's motion setting. "reduce" by default: menus, pop-ups and toasts then open at once
   * (src/components/app-providers.tsx), so no click lands on one still sliding into place; a click
   * on a menu entry mid-slide could make Playwright scroll the page, the menu follow its button, and
   * the click miss. The tests of the motion itself ask for "no-preference".
   */
  reducedMotion?: "reduce" | "no-preference";
  /** Seed localStorage before the app boots (e.g. { language: "jp" }). */
  localStorage?: Record<string, string>;
  /** Start from a saved browser state (a stored sign-in: tests/e2e/stored-session.ts). */
  storageState?: BrowserContextOptions["storageState"];
  /**
   * Scan every page for accessibility violations (default). Off only where the pages are scanned by
   * other tests already and the test looks at something else (the development build's warnings).
   */
  accessibility?: boolean;
}

export async function newPage(options: OpenOptions = {}): Promise<Page> {
  if (!browser) throw new Error("Call setupBrowser() at the top of the test file.");
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? "en-US",
    timezoneId: "Asia/Jakarta",
    storageState: options.storageState,
    reducedMotion: options.reducedMotion ?? "reduce",
  });
  contexts.push(context);
  watchErrors(context);
  if (options.accessibility !== false) await a11y.watchContext(context);
  if (options.localStorage) {
    const entries = options.localStorage;
    await context.addInitScript((seed: Record<string, string>) => {
      // A new tab starts at about:blank, which has no storage of its own.
      if (location.protocol === "about:") return;
      if (sessionStorage.getItem("__seeded")) return;
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
      sessionStorage.setItem("__seeded", "1");
    }, entries);
  }
  return context.newPage();
}

/**
 * Navigates to a console path. A navigation the app starts itself at that moment (a sign-out's
 * redirect to /login, for one) aborts ours with net::ERR_ABORTED: that one is tried again.
 */
export async function goto(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.goto(`${baseUrl()}${path}`);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("net::ERR_ABORTED")) throw error;
      await page.waitForLoadState("load").catch(() => undefined);
    }
  }
}

/** How many pixels the list's table is wider than its box: 0 when no sideways swipe is needed. */
export function tableOverflow(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector(".ant-table-content")!;
    return table.scrollWidth - table.clientWidth;
  });
}

/**
 * Opens a console path inside the running console, as a link in it would: the router changes the
 * page, nothing is loaded again (the session, the demo database and the loaded code stay). A full
 * load of the console costs 1.5-3 s of this machine's CPU; most journeys only need to be elsewhere in
 * it. Tests about what a fresh load does (a typed URL, a reload, a deep link after sign-in) use
 * `goto` or `page.reload()`. A page that does not show the console yet is loaded with `goto`.
 * The router changes pages in a transition: until the new page's code has loaded, the old page stays
 * on screen, so the test waits for something only the new page shows (not any heading or table).
 * Takes a path ("/products?page=2") or a URL of the console.
 */
export async function visit(page: Page, pathOrUrl: string) {
  const path = pathOrUrl.startsWith(baseUrl()) ? pathOrUrl.slice(baseUrl().length) : pathOrUrl;
  if (!page.url().startsWith(baseUrl())) return void (await goto(page, path));
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
}

export async function open(path: string, options: OpenOptions = {}): Promise<Page> {
  const page = await newPage(options);
  await goto(page, path);
  return page;
}

/** Signs in through the login form as a person would; resolves once the app has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!/\/login$|\/$/.test(new URL(page.url()).pathname)) await goto(page, "/login");
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: /^log\s?in$/i }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname) && url.pathname !== "/", {
    timeout: 20_000,
  });
}

/**
 * The passes of a screenshot journey (language × width). `npm run screenshots` (the docs' images)
 * takes them all; the test run keeps those `keep` picks (each width and each language still opened
 * and scanned by axe), which halves what the journeys cost in every `npm test`.
 */
export function passes<T>(all: readonly T[], keep: (pass: T) => boolean): readonly T[] {
  return screenshotsForDocs() ? all : all.filter(keep);
}

/** One pass of a screenshot journey: a language at a width (its viewport). */
export interface Pass {
  language: "en" | "id";
  width: 1440 | 375;
  viewport: { width: number; height: number };
}

const EVERY_PASS: readonly Pass[] = [
  { language: "en", width: 1440, viewport: DESKTOP },
  { language: "id", width: 1440, viewport: DESKTOP },
  { language: "en", width: 375, viewport: MOBILE },
  { language: "id", width: 375, viewport: MOBILE },
];

/** What the test run keeps by default: English at 1440 px and Indonesian at 375 px. */
export const englishDesktopIndonesianPhone = (pass: Pass) =>
  (pass.language === "en") === (pass.width === 1440);
/** Indonesian at 375 px only (the journey has looked at the others already). */
export const indonesianPhone = (pass: Pass) => pass.language === "id" && pass.width === 375;

/**
 * The passes (`passes`) of a journey in English and Indonesian at 1440 and 375 px, in that order;
 * without English at 1440 px when the journey has taken that one already (`withEnglishDesktop`).
 */
export function languagesAndWidths(
  keep: (pass: Pass) => boolean = englishDesktopIndonesianPhone,
  { withEnglishDesktop = true } = {},
): readonly Pass[] {
  return passes(withEnglishDesktop ? EVERY_PASS : EVERY_PASS.slice(1), keep);
}

/**
 * Saves a screenshot (looked at by a person before an issue is closed): under test-results/screenshots/
 * (ignored by git) with `npm run test:e2e`, under docs/screenshots/ with `npm run screenshots`
 * (E2E_SCREENSHOT_DIR); `npm test` takes none.
 */
export async function screenshot(page: Page, name: string, fullPage = false) {
  // `npm test` takes none (scripts/e2e.mjs --no-screenshots).
  if (process.env.E2E_NO_SCREENSHOTS === "1") return;
  const dir = process.env.E2E_SCREENSHOT_DIR || "test-results/screenshots";
  mkdirSync(dir, { recursive: true });
  // Animations finished (a dialog's zoom, a drawer's slide), not caught halfway. A full-page shot
  // resizes the page; on a busy machine Chromium can take long to paint it: give it a minute.
  await page.screenshot({
    path: `${dir}/${name}.png`,
    fullPage,
    animations: "disabled",
    timeout: 60_000,
  });
}

/**
 * The map of the antd styles pre-rendered at build time (scripts/vite/antd-static-styles.ts):
 * `path:hash` entries, the path starting with the theme's token key.
 */
export function parseStyleMap(css: string) {
  const content = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? "";
  const entries = content
    .split(";")
    .filter(Boolean)
    .map((entry) => {
      const [path, hash] = entry.split(":");
      return { token: path.split("|")[0], hash };
    });
  return {
    hashes: new Set(entries.map((entry) => entry.hash)),
    tokens: new Set(entries.map((entry) => entry.token)),
  };
}

/** Waits until the table named `name` shows its first row. */
export const firstRowShown = (page: Page, name: string) =>
  page
    .getByRole("table", { name })
    .locator("tr[data-row-key]")
    .first()
    .waitFor({ timeout: 20_000 });

/** Picks `option` in the antd Select labelled `label` (the last one of that name on the page). */
export async function choose(page: Page, label: string, option: string) {
  // Click the Select box around the labelled input (the input itself is tiny once a value is shown).
  const input = page.getByLabel(label, { exact: true }).last();
  await input
    .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-select ')][1]")
    .click();
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
    .getByTitle(option, { exact: true })
    .click();
}
