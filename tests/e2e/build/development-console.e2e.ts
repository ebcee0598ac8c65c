import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle } from "../settle";
import { DEMO_PASSWORD, newPage } from "../support";
// @ts-expect-error -- plain .mjs helper shared with the Node scripts; it has no type declarations.
import { serveStatic } from "../../../scripts/lib/static-server.mjs";

/**
 * The console in development: React's and antd's development builds print warnings (a form
 * instance not connected to its Form, a key missing in a list, a deprecated prop) that a production
 * build leaves out. This file builds the console as development does (NODE_ENV=development, the
 * demo API) and walks it as staff would, from the sign-in through every page of the sidebar and
 * every add form it offers: any warning, console error or uncaught error on the way fails the test
 * (tests/e2e/support.ts). The other browser tests run the production build.
 */

const OUT = "dist-dev-check";
let server: { url: string; close: () => Promise<void> } | undefined;

beforeAll(() => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV|TEST)/.test(name)),
  );
  const build = spawnSync(
    "npx",
    ["vite", "build", "--mode", "development", "--outDir", OUT, "--emptyOutDir"],
    {
      encoding: "utf8",
      env: {
        ...env,
        NODE_ENV: "development",
        VITE_API_URL: "",
        VITE_DEMO_LATENCY: "false",
        // Vite's notice about its own config loader is not the console's.
        VITE_CONFIG_NATIVE_IGNORE_WARNING: "true",
      },
    },
  );
  if (build.status !== 0) throw new Error(`The development build failed:\n${build.stderr}`);
}, 180_000);

beforeAll(async () => {
  server = await serveStatic(OUT);
});

afterAll(async () => {
  await server?.close();
});

const sidebar = (page: Page) => page.getByRole("menu", { name: "Main menu" });

const TITLE = '[role="heading"][aria-level="1"], h1';
const titleOf = (page: Page) =>
  page.evaluate((selector) => document.querySelector(selector)?.textContent ?? "", TITLE);

/**
 * After a click: waits until the next page has replaced `before` (its title changed; while its code
 * loads the app keeps the last page on screen) and has drawn what it loads (no spinner, skeleton or
 * request in flight).
 */
async function drawn(page: Page, before: string) {
  await page
    .waitForFunction(
      ([selector, previous]) => {
        const title = document.querySelector(selector!)?.textContent;
        return Boolean(title) && title !== previous;
      },
      [TITLE, before],
    )
    .catch((error: Error) => {
      throw new Error(`${page.url()} showed no title of its own: ${error.message}`);
    });
  await settle(page);
  await page.waitForFunction(
    () =>
      !document.querySelector(
        ".ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin",
      ),
  );
}

/** The sidebar's page links, every group opened. */
async function sidebarLinks(page: Page): Promise<string[]> {
  await page.locator('[data-menu-ready="true"]').first().waitFor();
  await sidebar(page)
    .locator('.ant-menu-submenu-title[aria-expanded="false"]')
    .evaluateAll((titles) => titles.forEach((title) => (title as HTMLElement).click()));
  await expect
    .poll(() => sidebar(page).locator('.ant-menu-submenu-title[aria-expanded="false"]').count())
    .toBe(0);
  const hrefs = await sidebar(page)
    .locator(".ant-menu-item a[href]")
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  return [...new Set(hrefs)];
}

describe("the development build", () => {
  it(
    "prints no React or antd warning from the sign-in through every sidebar page and add form",
    { timeout: 300_000 },
    async () => {
      const page = await newPage({ accessibility: false });
      // Errors fail the test in support.ts; development builds also warn with console.warn.
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(`${page.url()}: ${message.text()}`);
      });
      // Nothing was typed: a "leave? unsaved changes" question on the way is a fault too.
      page.on("dialog", (dialog) => {
        warnings.push(`${page.url()}: asked "${dialog.message()}"`);
        void dialog.accept();
      });
      await page.goto(`${server!.url}/login`);
      await page.getByLabel(/email/i).fill("admin@demo.test");
      await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: /^log\s?in$/i }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      await drawn(page, "");

      const paths = await sidebarLinks(page);
      expect(paths).toContain("/vouchers");
      const visited: string[] = ["/dashboard"];
      for (const path of paths.filter((one) => !visited.includes(one))) {
        // As staff move: a click in the sidebar (a client-side navigation, as in use).
        let title = await titleOf(page);
        await sidebar(page).locator(`.ant-menu-item a[href="${path}"]`).click();
        await page
          .waitForURL((url) => url.pathname === path)
          .catch((error: Error) => {
            throw new Error(`${path}: still on ${page.url()}: ${error.message}`);
          });
        await drawn(page, title);
        visited.push(path);
        const add = page.locator(`main a[href="${path}/add"]`).first();
        if (await add.isVisible()) {
          title = await titleOf(page);
          await add.click();
          await page.waitForURL((url) => url.pathname === `${path}/add`);
          await drawn(page, title);
          visited.push(`${path}/add`);
        }
      }
      // The walk reached the areas' lists and their forms (the check is in support.ts's afterEach).
      expect(visited.length).toBeGreaterThan(20);
      expect(visited).toContain("/vouchers/add");
      expect(warnings).toEqual([]);
    },
  );
});
