import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settle } from "../settle";
import { openSignedIn } from "../stored-session";
import {
  baseUrl,
  choose,
  DESKTOP,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  tableOverflow,
  visit,
} from "../support";

/**
 * Roles and permissions (issue 13) as admin@demo.test: a role with only the catalogue, given to a new
 * admin who then sees only the catalogue; Brand list taken from the role, and Brand leaves that
 * admin's sidebar after a reload. Everything goes through the pages: the role editor and the admin form.
 */

const ADMIN = "admin@demo.test";

const tick = (page: Page, name: string) =>
  page.getByRole("checkbox", { name, exact: true }).check();

/** The sidebar entry of a route, if shown. */
const entry = (page: Page, route: string) => page.locator(`[data-menu-key="${route}"]`);

/**
 * Signs out through the user menu, then in as `email`. (It used to take the session out of storage
 * and go to /login: the open page's next call, refused without a session, could sign out and load
 * /login at the same moment, aborting that navigation; twice in one run of 2026-11-29.)
 */
async function switchUser(page: Page, email: string) {
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: /Logout/ }).click();
  await page.getByRole("heading", { name: "Sign in" }).waitFor({ timeout: 20_000 });
  await signIn(page, email);
}

describe("roles and permissions", () => {
  it("lists the roles on a desktop screen without a sideways scroll: a long description wraps", async () => {
    const page = await openSignedIn(ADMIN, "/role", { viewport: DESKTOP });
    const catalog = page.locator("tr[data-row-key]").filter({ hasText: "Catalog Staff" });
    await expect.poll(() => catalog.count(), { timeout: 20_000 }).toBe(1);
    // Its description is the longest of the seed; it once pushed four columns off the screen.
    await expect.poll(() => catalog.textContent()).toContain("the prescription checker");
    await expect.poll(() => tableOverflow(page)).toBe(0);
  });

  it(
    "a catalogue-only role gives a new admin only the catalogue; Brand leaves their sidebar once Brand list is removed",
    { timeout: 240_000 },
    async () => {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto(`${baseUrl()}/login`);
      await signIn(page, ADMIN);
      await visit(page, "/role/add");
      await page.getByLabel("Role name", { exact: true }).fill("Catalogue Only E2E");
      await page.getByRole("table", { name: "Permission matrix" }).waitFor();
      await tick(page, "Sign-in: Console (LOGIN.LOGIN_CMS_ADMIN)");
      await page.getByRole("checkbox", { name: "Select all of Store" }).check();
      await page.getByRole("checkbox", { name: "Select all of Brand" }).check();
      await tick(page, "Product: List (PRODUCT.LIST)");
      await tick(page, "Product: Detail (PRODUCT.DETAIL)");
      await tick(page, "Product: Create (PRODUCT.CREATE)");
      await page.getByRole("button", { name: /^Add the required permissions/ }).click();
      const summary = page.getByRole("list", { name: "Menu entries this role will see" });
      await expect.poll(() => summary.textContent()).toContain("Brand");
      expect(await summary.textContent()).not.toContain("Voucher");
      await page.locator(".refine-save-button").click();
      await page.waitForURL(/\/role\/rol-[^/]+$/, { timeout: 20_000 });
      const roleId = new URL(page.url()).pathname.split("/").at(-1)!;
      await page.getByRole("heading", { name: "Catalogue Only E2E" }).waitFor();

      // A new admin with that role, through the admin pages.
      const email = `katalog-${Date.now().toString(36)}@demo.test`;
      await visit(page, "/admin/add");
      await page.getByLabel("First name", { exact: true }).fill("Katalog");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await choose(page, "Role", "Catalogue Only E2E");
      await page.getByLabel("New Password", { exact: true }).fill("Demo1234!");
      await page.getByLabel("Retype New Password", { exact: true }).fill("Demo1234!");
      await page.locator(".refine-save-button").click();
      await page.waitForURL(/\/admin\/usr-[^/]+$/, { timeout: 20_000 });
      await page.getByRole("heading", { name: "Katalog" }).waitFor({ timeout: 15_000 });

      await switchUser(page, email);
      // On a catalogue page its sidebar group is open.
      await page.goto(`${baseUrl()}/stores`);
      await entry(page, "/brands").waitFor({ timeout: 20_000 });
      for (const route of ["/stores", "/products", "/brands"])
        expect(await entry(page, route).count()).toBe(1);
      // Only the dashboard and the catalogue group: no other group is offered at all.
      const sidebar = await page.locator("[data-menu-ready=true]").textContent();
      expect(sidebar).toContain("E-COMMERCE");
      for (const group of ["USERS", "LOYALTY", "BANNER & PROMOTION", "Transaction"])
        expect(sidebar).not.toContain(group);
      await settle(page);
      await screenshot(page, "roles-catalogue-admin-sidebar-1440-en");
      const theirSession = await page.evaluate(() => localStorage.getItem("session"));

      // Brand list leaves the role, through the role editor.
      await switchUser(page, ADMIN);
      await visit(page, `/role/${roleId}/edit`);
      const brandList = page.getByRole("checkbox", {
        name: "Brand: List (BRAND.LIST)",
        exact: true,
      });
      await brandList.waitFor();
      await expect.poll(() => brandList.isChecked()).toBe(true);
      await brandList.uncheck();
      await page.locator(".refine-save-button").click();
      await page.waitForURL(new RegExp(`/role/${roleId}$`), { timeout: 20_000 });

      // Back to the new admin's stored session (as it was before the change): a reload shows the new menu.
      await page.evaluate((value) => localStorage.setItem("session", value!), theirSession);
      await page.goto(`${baseUrl()}/stores`);
      await entry(page, "/stores").waitFor({ timeout: 20_000 });
      await expect.poll(() => entry(page, "/brands").count(), { timeout: 15_000 }).toBe(0);
      expect(await entry(page, "/products").count()).toBe(1);
    },
  );

  it(
    "shows the role matrix at 1440 and 375 px in English and Indonesian",
    { timeout: 180_000 },
    async () => {
      for (const [language, matrixLabel] of [
        ["en", "Permission matrix"],
        ["id", "Matriks izin"],
      ] as const) {
        for (const [viewport, width] of [
          [DESKTOP, 1440],
          [MOBILE, 375],
        ] as const) {
          const page = await openSignedIn(ADMIN, "/role/rol-catalog/edit", { viewport, language });
          // The heaviest page to render (a matrix of every permission): 20 s ran out twice in one run on
          // a machine where each new page costs several times what it did (docs/testing.md, 2026-11-27).
          await page.getByRole("table", { name: matrixLabel }).waitFor({ timeout: 45_000 });
          await settle(page);
          await screenshot(page, `roles-matrix-${width}-${language}`, true);
          await page.close();
        }
      }
    },
  );
});
