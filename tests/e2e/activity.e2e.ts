// The activity feed (/activity, issue 28): a price change found by staff member and kind of record,
// put back from the feed, the price back on the product and the restore logged as a new entry; the
// feed closed to staff without its permission; the page at both widths in English and Indonesian.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "./stored-session";
import { choose, DESKTOP, firstRowShown, languagesAndWidths, screenshot, visit } from "./support";

const ADMIN = "admin@demo.test";
const PRODUCT = "/products/prd-1";

/** Every entry of the sidebar, its groups opened. */
async function sidebarLinks(page: Page) {
  const titles = page.locator('[data-testid="app-sider"] .ant-menu-submenu-title');
  for (const title of await titles.all())
    if ((await title.getAttribute("aria-expanded")) !== "true") await title.click();
  await page.waitForTimeout(500);
  return page
    .locator('[data-testid="app-sider"] .ant-menu-item a')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

describe("activity: one feed of every change, and the way back", () => {
  it(
    "finds a price change by staff member and kind of record, puts it back, and logs the restore",
    { timeout: 150_000 },
    async () => {
      const page = await openSignedIn(ADMIN, `${PRODUCT}/edit`, { viewport: DESKTOP });
      const price = page.getByLabel("Price", { exact: true });
      await expect.poll(() => price.inputValue(), { timeout: 15_000 }).not.toBe("");
      const before = await price.inputValue();
      const name = await page.getByLabel("Product name", { exact: true }).inputValue();
      await price.fill("777000");
      await page.locator(".refine-save-button").click();
      await page.waitForURL((url) => url.pathname === PRODUCT, { timeout: 20_000 });

      await visit(page, "/activity");
      await firstRowShown(page, "Activity");
      await choose(page, "User", "Alice Admin");
      await choose(page, "Kind of record", "Product");
      await expect
        .poll(() => page.url())
        .toMatch(/changedBy\.userId.*entity|entity.*changedBy\.userId/);
      const row = page
        .locator("tr[data-row-key]", {
          hasText: `Alice Admin changed the price of the product ${name}`,
        })
        .first();
      await row.waitFor({ timeout: 20_000 });
      await expect.poll(() => row.textContent()).toMatch(/Rp\s?777\.000/);
      await screenshot(page, "activity-filtered-1440-en");
      await row.getByRole("button", { name: "Restore this value" }).click();
      await page.getByRole("button", { name: "Restore", exact: true }).click();
      await page
        .getByText(/Price: the value before this change is back/)
        .waitFor({ timeout: 20_000 });
      // The restore is a new entry on top: from the new price back to the old one.
      await expect
        .poll(() => page.locator("tr[data-row-key]").first().textContent(), { timeout: 20_000 })
        .toMatch(/Rp\s?777\.000\s*→/);

      await visit(page, `${PRODUCT}/edit`);
      await expect.poll(() => price.inputValue(), { timeout: 15_000 }).toBe(before);
    },
  );

  it(
    "is neither in the menu nor open for staff without its permission",
    { timeout: 90_000 },
    async () => {
      const page = await openSignedIn("catalog@demo.test", "/activity", { viewport: DESKTOP });
      await page
        .getByText(/You don't have permission to open this page/)
        .waitFor({ timeout: 20_000 });
      expect(await sidebarLinks(page)).not.toContain("/activity");
      const admin = await openSignedIn(ADMIN, "/dashboard", { viewport: DESKTOP });
      await admin.locator('[data-testid="app-sider"] .ant-menu-item').first().waitFor();
      expect(await sidebarLinks(admin)).toContain("/activity");
    },
  );

  for (const { language, viewport, width } of languagesAndWidths())
    it(`reads in words at ${width} px (${language})`, { timeout: 90_000 }, async () => {
      const page = await openSignedIn(ADMIN, "/activity", { viewport, language });
      await page.locator("tr[data-row-key]").first().waitFor({ timeout: 20_000 });
      // A row reads without a sideways swipe: the table is no wider than the screen gives it.
      const overflow = await page
        .locator(".ant-table-content")
        .first()
        .evaluate((table) => table.scrollWidth - table.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await screenshot(page, `activity-${width}-${language}`);
    });
});
