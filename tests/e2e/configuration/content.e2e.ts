import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "../stored-session";
import { DESKTOP, MOBILE, screenshot, visit } from "../support";

/**
 * Page content with the rich-text editor, as admin@demo.test: write a heading, a list and a link,
 * save, reload and find them unchanged; paste HTML with a script and see it removed.
 */

const ADMIN = "admin@demo.test";
const PAGE = "pgc-4"; // How to measure your frame size (seeded)

const editor = (page: Page) => page.getByRole("textbox", { name: "Content (Indonesian)" });

describe("page content", () => {
  it(
    "writes a heading, a list and a link; they survive a save and a reload",
    { timeout: 180_000 },
    async () => {
      const page = await openSignedIn(ADMIN, `/page-content/${PAGE}/edit`, { viewport: DESKTOP });
      const body = editor(page);
      await body.waitFor({ timeout: 20_000 });
      await body.click();
      await page.keyboard.press("Control+A");
      await page.keyboard.press("Delete");
      await page.getByRole("button", { name: "Heading 2" }).first().click();
      await page.keyboard.type("Ukuran bingkai");
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Bulleted list" }).first().click();
      await page.keyboard.type("Lebar lensa");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Lebar jembatan");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Panduan lengkap");
      await page.keyboard.press("Shift+Home");
      await page.getByRole("button", { name: "Link" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Link" });
      await dialog.getByLabel("Web address (URL)").fill("https://optikprima.co.id/panduan");
      await dialog.getByRole("button", { name: "Apply" }).click();
      await expect.poll(() => body.locator("a").count()).toBe(1);
      await screenshot(page, "config-page-content-editor-1440-en", true);

      await page.locator(".refine-save-button").click();
      await page.waitForURL(new RegExp(`/page-content/${PAGE}$`), { timeout: 20_000 });
      await page.reload();
      const article = page.locator("article");
      await article
        .getByRole("heading", { name: "Ukuran bingkai", exact: true })
        .waitFor({ timeout: 20_000 });
      expect(await article.locator("li").allTextContents()).toEqual([
        "Lebar lensa",
        "Lebar jembatan",
      ]);
      const link = article.getByRole("link", { name: "Panduan lengkap" });
      expect(await link.getAttribute("href")).toBe("https://optikprima.co.id/panduan");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      await screenshot(page, "config-page-content-preview-1440-en");

      // And back in the editor, unchanged.
      await visit(page, `/page-content/${PAGE}/edit`);
      await editor(page).getByRole("heading", { name: "Ukuran bingkai", exact: true }).waitFor();
      expect(await editor(page).locator("li").count()).toBe(2);
      await page.close();
    },
  );

  it("removes a script and event handlers from pasted HTML", { timeout: 120_000 }, async () => {
    const page = await openSignedIn(ADMIN, `/page-content/${PAGE}/edit`, { viewport: DESKTOP });
    const body = editor(page);
    await body.waitFor({ timeout: 20_000 });
    await body.click();
    await page.keyboard.press("Control+End");
    await body.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        '<p>Ditempel <strong>tebal</strong></p><img src="https://invalid.example/x.png" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">tautan</a>',
      );
      data.setData("text/plain", "Ditempel");
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await body.getByText("tebal").waitFor();
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(await body.locator("strong", { hasText: "tebal" }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.close();
  });

  for (const [viewport, width] of [
    [DESKTOP, 1440],
    [MOBILE, 375],
  ] as const)
    for (const language of ["en", "id"])
      it(`editor at ${width} px in ${language}`, { timeout: 90_000 }, async () => {
        const page = await openSignedIn(ADMIN, `/page-content/pgc-1/edit`, { viewport, language });
        await editor(page)
          .or(page.getByRole("textbox", { name: "Konten (Indonesia)" }))
          .waitFor({ timeout: 20_000 });
        await screenshot(page, `config-page-content-edit-${width}-${language}`, true);
        await page.close();
      });

  it("contact us at 375 px in id", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/config-contact-us", {
      viewport: MOBILE,
      language: "id",
    });
    await page.getByLabel("Nomor WhatsApp").waitFor({ timeout: 20_000 });
    expect(
      await page.getByRole("link", { name: /Buka obrolan WhatsApp/ }).getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/62\d+$/);
    await screenshot(page, "config-contact-us-375-id", true);
    await page.close();
  });
  it(
    "lists the pages, offers an empty add form and the contact form at 1440 px in en",
    {
      timeout: 120_000,
    },
    async () => {
      const page = await openSignedIn(ADMIN, "/page-content", { viewport: DESKTOP });
      await page
        .locator("tr[data-row-key]")
        .getByRole("link", { name: "Tentang kami", exact: true })
        .waitFor({ timeout: 20_000 });
      expect(await page.locator("tr[data-row-key]").count()).toBeGreaterThanOrEqual(4);
      await screenshot(page, "config-page-content-list-1440-en");
      await visit(page, "/page-content/add");
      await editor(page).waitFor({ timeout: 20_000 });
      await screenshot(page, "config-page-content-add-1440-en", true);
      await visit(page, "/config-contact-us");
      await page.getByLabel("WhatsApp number").waitFor({ timeout: 20_000 });
      await screenshot(page, "config-contact-us-1440-en", true);
      await page.close();
    },
  );
});
