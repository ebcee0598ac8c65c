import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settle } from "../settle";
import { openSignedIn } from "../stored-session";
import { DESKTOP, indonesianPhone, languagesAndWidths, screenshot, visit } from "../support";

/**
 * The dashboards of issue 26 in Chromium on the demo API: what needs attention opens the list
 * filtered to exactly those records (the same count), the outlet narrows the figures, the chart
 * turns into a table; the sub admin sees only their own outlets' figures. Screenshots at 1440 and
 * 375 px in English and Indonesian.
 */

const ADMIN = "admin@demo.test";
const SUB_ADMIN = "subadmin@demo.test";

const region = (page: Page, name: string | RegExp) =>
  page.getByRole("region", { name, exact: typeof name === "string" });

/**
 * Waits until the figures, the chart and the attention lines have their answers. `periodMaySellNothing`:
 * the period is one that may have no sale yet (this month, in its first hours: the demo's orders are
 * placed relative to now), so the split by outlet may say so instead of drawing.
 */
async function figuresShown(
  page: Page,
  title: string | RegExp = /sales per day|penjualan per hari/i,
  { periodMaySellNothing = false } = {},
) {
  // The charts load when they come near the screen.
  await region(page, title).scrollIntoViewIfNeeded();
  await region(page, title).locator("div[role=img][aria-label]").waitFor({ timeout: 30_000 });
  const split = region(page, /sales by outlet|penjualan per outlet/i);
  await split.scrollIntoViewIfNeeded();
  const chart = split.locator("div[role=img][aria-label]");
  await (
    periodMaySellNothing ? chart.or(split.getByText("No sales in this period.")) : chart
  ).waitFor({ timeout: 30_000 });
  await page.locator(".ant-skeleton").first().waitFor({ state: "detached", timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

describe("dashboard", () => {
  it(
    "opens the list filtered to what needs attention, with the same count",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/dashboard", { viewport: DESKTOP });
      const attention = region(page, "Needs attention today");
      const overdue = attention.getByRole("link", {
        name: /paid orders? (has|have) waited too long/,
      });
      await overdue.waitFor({ timeout: 30_000 });
      const count = Number((await overdue.textContent())!.match(/\d+/)![0]);
      expect(count).toBeGreaterThan(0);
      await overdue.click();
      await page.waitForURL(/\/transactions\?/);
      await expect
        .poll(() =>
          page
            .locator(".ant-select", {
              has: page.getByRole("combobox", { name: "Needs attention" }),
            })
            .textContent(),
        )
        .toMatch(/waiting too long/i);
      // The list's own total ("1–3 of 3") is the dashboard's count.
      await expect
        .poll(() => page.locator(".ant-pagination-total-text").first().textContent(), {
          timeout: 20_000,
        })
        .toMatch(new RegExp(`of ${count}$`));
    },
  );

  it(
    "narrows every figure to the outlet chosen, and shows the chart as a table",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/dashboard", { viewport: DESKTOP });
      await figuresShown(page);
      // Every order the outlet ever had, by status (never empty, unlike a month's first hours).
      const statuses = region(page, "Orders by status");
      const before = await statuses.textContent();
      await page.getByRole("combobox", { name: "Figures for" }).click();
      await page
        .getByRole("tree")
        .getByText(/^Optik/)
        .first()
        .click();
      await expect.poll(() => new URL(page.url()).searchParams.get("brandId")).toMatch(/^brd-/);
      await expect.poll(() => statuses.textContent(), { timeout: 20_000 }).not.toBe(before);

      const trend = region(page, "Sales per day");
      await trend.getByRole("switch", { name: "Show as table" }).click();
      await expect.poll(() => trend.getByRole("row").count()).toBeGreaterThan(7);
      await trend.getByText("7 days", { exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("period")).toBe("7d");
      // The header row and one row per day.
      await expect.poll(() => trend.getByRole("row").count()).toBe(8);
    },
  );

  for (const { language, viewport, width } of languagesAndWidths(indonesianPhone))
    it(`looks right at ${width} px in ${language}`, { timeout: 120_000 }, async () => {
      const page = await openSignedIn(ADMIN, "/dashboard", { viewport, language });
      await figuresShown(page);
      await screenshot(page, `dashboard-${width}-${language}`, true);
    });

  // The sub app's page in the other widths and languages: docs screenshots only (the test run
  // checks it above at 1440 px in English).
  for (const { language, viewport, width } of languagesAndWidths(() => false, {
    withEnglishDesktop: false,
  }))
    it(
      `shows the sub app's dashboard at ${width} px in ${language}`,
      { timeout: 120_000 },
      async () => {
        const page = await openSignedIn(SUB_ADMIN, "/my-dashboard", { viewport, language });
        await figuresShown(page);
        await screenshot(page, `my-dashboard-${width}-${language}`, true);
      },
    );

  it("shows the sub admin their own outlets' figures", { timeout: 120_000 }, async () => {
    const page = await openSignedIn(SUB_ADMIN, "/my-dashboard", { viewport: DESKTOP });
    await figuresShown(page);
    // Only their outlets: the stores ranked are among the outlets the picker offers.
    await page.getByRole("combobox", { name: "Figures for" }).click();
    const offered = await page.getByRole("tree").getByRole("treeitem").allTextContents();
    await page.keyboard.press("Escape");
    const top = region(page, "Top 5 stores this month");
    const ranked = await top.locator("tbody tr td:first-child").allTextContents();
    // In the first hours of a month their outlets may have sold nothing yet (the demo's orders are
    // placed relative to now): the panel then says so.
    if (ranked.length === 0) await top.getByText("No sales this month yet.").waitFor();
    for (const store of ranked) expect(offered.join("|")).toContain(store);
    // No wallet points permission: no points panel (absent, not empty).
    await expect(region(page, "Loyalty points this month").count()).resolves.toBe(0);
    await screenshot(page, "my-dashboard-1440-en", true);
    await visit(page, "/my-dashboard?period=month");
    await figuresShown(page, undefined, { periodMaySellNothing: true });
    await screenshot(page, "my-dashboard-month-1440-en");
  });
});
