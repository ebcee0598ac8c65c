import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { png } from "../../helpers/png";
import { dragRowOnto } from "../drag";
import { settle } from "../settle";
import { openSignedIn } from "../stored-session";
import {
  choose,
  DESKTOP,
  MOBILE,
  passes,
  screenshot,
  visit,
  waitForAccessibilityScan,
} from "../support";

/**
 * The banners of issue 15 as admin@demo.test: the live banners reordered by dragging; a PRODUCT banner linked to a product picked by
 * searching, its pictures uploaded through POST /uploads, found on the list as scheduled; a popup
 * banner's preview at desktop and phone sizes; the form of each banner type and the preview at 1440
 * and 375 px, in English and Indonesian.
 */

const ADMIN = "admin@demo.test";

async function pickDate(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(text);
  await input.press("Enter");
  await expect.poll(() => input.inputValue()).toBe(text);
}

/** Both sizes of one screen: 1440 then 375 px wide (full page), then back to 1440. */
async function bothSizes(page: Page, name: string, language: string) {
  await settle(page);
  await screenshot(page, `${name}-1440-${language}`, true);
  await page.setViewportSize(MOBILE);
  await settle(page);
  await screenshot(page, `${name}-375-${language}`, true);
  await page.setViewportSize(DESKTOP);
}

const liveOrder = (page: Page) => page.getByRole("list", { name: "Live banners in display order" });
const liveTitles = (page: Page) =>
  liveOrder(page).getByRole("listitem").getByRole("link").allTextContents();

describe("banners", () => {
  it(
    "drags a live banner above the first, saves the order customers see, and keeps it after a reload",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/banner", { viewport: DESKTOP });
      await liveOrder(page).getByRole("listitem").nth(2).waitFor({ timeout: 20_000 });
      await settle(page);
      const before = await liveTitles(page);
      await dragRowOnto(
        page,
        liveOrder(page).getByRole("button", { name: `Move ${before[2]}`, exact: true }),
        liveOrder(page).getByRole("listitem").first(),
      );
      await page.getByText("The new order is saved.").waitFor({ timeout: 15_000 });
      const moved = [before[2], before[0], before[1], ...before.slice(3)];
      await expect.poll(() => liveTitles(page), { timeout: 15_000 }).toEqual(moved);
      await screenshot(page, "banners-live-order-1440-en");
      await page.reload();
      await liveOrder(page).getByRole("listitem").nth(2).waitFor({ timeout: 20_000 });
      expect(await liveTitles(page)).toEqual(moved);
    },
  );

  it(
    "creates a PRODUCT banner linked to a product and finds it on the list as scheduled",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/banner/add", { viewport: DESKTOP });
      await page.locator("#title").fill("Kids Frames Week");
      await choose(page, "Banner type", "Product");
      const picker = page.getByLabel("Product", { exact: true });
      await picker.click();
      await picker.fill("screen cleaner");
      const option = page
        .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
        .first();
      // The options of the search, not the first page shown before it.
      await expect
        .poll(() => option.getAttribute("title"), { timeout: 15_000 })
        .toMatch(/^Screen Cleaner/);
      await settle(page);
      const productName = (await option.getAttribute("title"))!;
      await option.click();

      const files = page.locator("input[type=file]");
      await files.nth(0).setInputFiles({
        name: "desktop.png",
        mimeType: "image/png",
        buffer: png(1920, 640),
      });
      await page.getByRole("img", { name: "Desktop image" }).waitFor({ timeout: 15_000 });
      await files.nth(1).setInputFiles({
        name: "phone.png",
        mimeType: "image/png",
        buffer: png(750, 375),
      });
      await page.getByRole("img", { name: "Mobile image" }).waitFor({ timeout: 15_000 });
      await pickDate(page, "startAt", "01/03/2031 09:00");
      await pickDate(page, "endAt", "31/03/2031 21:00");
      await settle(page);
      await screenshot(page, "banner-create-product-1440-en", true);

      await page.locator(".refine-save-button").click();
      await page.waitForURL(/\/banner\/bnr-[^/]+$/, { timeout: 20_000 });
      await page.getByRole("heading", { name: "Kids Frames Week" }).waitFor();
      expect(await page.getByRole("link", { name: productName }).count()).toBe(1);
      await settle(page);
      await waitForAccessibilityScan(page);

      await visit(page, "/banner");
      await page.getByPlaceholder("Search title or URL").fill("Kids Frames");
      await page.getByPlaceholder("Search title or URL").press("Enter");
      const row = page.locator("tr[data-row-key]", { hasText: "Kids Frames Week" });
      await row.waitFor({ timeout: 15_000 });
      await expect.poll(() => page.locator("tr[data-row-key]").count()).toBe(1);
      expect(await row.getByText("Scheduled", { exact: true }).count()).toBe(1);
      expect(await row.getByText(productName).count()).toBe(1);
      expect(await row.getByText("01/03/2031 09:00").count()).toBe(1);
    },
  );

  it(
    "previews a popup banner as a customer sees it on a desktop and a phone",
    { timeout: 90_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/popup-banner/bnr-13", { viewport: DESKTOP });
      const preview = page.locator("figure");
      await preview.first().waitFor({ timeout: 20_000 });
      expect(await preview.count()).toBe(2);
      expect(await page.getByText("Desktop, web shop").count()).toBe(1);
      expect(await page.getByText("Phone", { exact: true }).count()).toBe(1);
      const dismiss = await page
        .locator("dd, td")
        .filter({ hasText: /^(Maybe later|Close|Not now)$/ })
        .first()
        .innerText();
      // The popup shows its picture and its dismiss button's label in both frames.
      expect(await preview.getByText(dismiss, { exact: true }).count()).toBe(2);
      expect(await preview.locator("img").count()).toBe(2);
      await bothSizes(page, "banner-popup-preview", "en");
    },
  );

  for (const language of passes(["en", "id"] as const, (language) => language === "id"))
    it(
      `shows each type's form and the banner preview (${language})`,
      { timeout: 240_000 },
      async () => {
        const page = await openSignedIn(ADMIN, "/banner", { viewport: DESKTOP, language });
        await page.locator("tr[data-row-key]").first().waitFor({ timeout: 20_000 });
        if (language === "en") await bothSizes(page, "banner-list", language);
        await visit(page, "/banner/bnr-1");
        await page.locator("figure").first().waitFor({ timeout: 20_000 });
        await bothSizes(page, "banner-preview", language);
        for (const [id, type] of [
          ["bnr-1", "product"],
          ["bnr-2", "voucher"],
          ["bnr-3", "url"],
          ["bnr-4", "custom"],
        ] as const) {
          await visit(page, `/banner/${id}/edit`);
          await expect
            .poll(() => page.locator("#title").inputValue(), { timeout: 20_000 })
            .not.toBe("");
          if (type === "custom") await page.locator("[contenteditable=true]").waitFor();
          await bothSizes(page, `banner-form-${type}`, language);
        }
      },
    );
});
