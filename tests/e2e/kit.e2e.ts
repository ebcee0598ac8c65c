import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  DESKTOP,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  tableOverflow,
  visit,
} from "./support";

/**
 * The area kit in a real browser: archiving and bringing back a record through the archive page,
 * and two people saving the same record (the later save is refused, nothing typed is lost).
 */

const CATALOG = "catalog@demo.test";

/**
 * The lists whose columns were widest in Indonesian or Japanese (long headers, names, audiences,
 * periods), and the archive pages, which add when each record was archived.
 */
const WIDEST_LISTS = [
  "/transactions",
  "/vouchers",
  "/vouchers/archive",
  "/rewards",
  "/rewards/archive",
  "/notification",
  "/notification-schedule",
  "/stores",
];

/** A demo API call from the page, as the signed-in user (the token of the stored session). */
const callAsMe = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const session = JSON.parse(localStorage.getItem("session") ?? "{}") as { token?: string };
      const answer = await fetch(`/api${path}`, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${session.token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answer.status;
    },
    [method, path, body] as const,
  );

describe("the area kit", () => {
  it("archives a product from its list and brings it back from the archive", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, CATALOG);
    await page.goto(`${baseUrl()}/products`);
    const first = page.locator("tr[data-row-key]").first();
    await first.waitFor({ timeout: 20_000 });
    const name = (await first.locator("a").first().textContent())!.trim();

    await first.getByRole("button", { name: `Archive ${name}` }).click();
    await page
      .locator(".ant-popover:not(.ant-popover-hidden)")
      .getByRole("button", { name: "Archive", exact: true })
      .click();
    await page.getByText(`${name} is archived.`).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.locator("tr[data-row-key]", { hasText: name }).count(), { timeout: 15_000 })
      .toBe(0);

    // The "is archived." toast sits over the list's top-right corner, where the Archive link is.
    await page.locator(".ant-notification-notice-close").first().click();
    await expect.poll(() => page.locator(".ant-notification-notice").count()).toBe(0);
    await page.getByRole("link", { name: "Archive", exact: true }).click();
    await page.waitForURL(/\/products\/archive/);
    const archived = page.locator("tr[data-row-key]", { hasText: name });
    await archived.waitFor({ timeout: 15_000 });
    await screenshot(page, "kit-product-archive-1440-en");

    await archived.getByRole("button", { name: `Unarchive ${name}` }).click();
    await page
      .locator(".ant-popover:not(.ant-popover-hidden)")
      .getByRole("button", { name: "Unarchive", exact: true })
      .click();
    await page.getByText(`${name} is back in the list.`).waitFor({ timeout: 15_000 });
    await page.getByText("Nothing is archived.").waitFor({ timeout: 15_000 });

    await page.getByRole("link", { name: "Back to the list" }).click();
    await page.waitForURL((url) => url.pathname === "/products");
    // The URL changes before the list replaces the archive page: search once the list is shown.
    await page.getByRole("heading", { name: "Products", exact: true }).waitFor({ timeout: 15_000 });
    await page.getByPlaceholder("Search name or SKU").fill(name);
    await page.getByPlaceholder("Search name or SKU").press("Enter");
    await expect
      .poll(() => page.locator("tr[data-row-key]", { hasText: name }).count(), { timeout: 15_000 })
      .toBe(1);
  });

  it("archives a store from its row's menu on a phone and shows the archive, in Indonesian", async () => {
    const page = await newPage({ viewport: MOBILE });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, CATALOG);
    // The language the user picked is kept in a cookie and in local storage (spec 3).
    await page.evaluate(() => {
      document.cookie = "i18next=id; path=/";
      localStorage.setItem("language", "id");
    });
    // A fresh load, which starts in the stored language.
    await page.goto(`${baseUrl()}/stores`);
    const first = page.locator("tr[data-row-key]").first();
    await first.waitFor({ timeout: 20_000 });
    const name = (await first.locator("a").first().textContent())!.trim();
    // The name, the key column and the actions fit the screen: no sideways swipe.
    await expect.poll(() => tableOverflow(page)).toBe(0);
    // On a phone the row's actions are one menu; Archive asks in a dialog.
    await first.getByRole("button", { name: `Tindakan untuk ${name}` }).click();
    await page.getByRole("menuitem", { name: "Arsipkan" }).click();
    const dialog = page.getByRole("dialog", { name: `Arsipkan ${name}` });
    await dialog.waitFor({ timeout: 15_000 });
    await screenshot(page, "kit-store-archive-dialog-375-id");
    await dialog.getByRole("button", { name: "Arsipkan", exact: true }).click();
    await page.getByText(`${name} telah diarsipkan.`).waitFor({ timeout: 15_000 });
    await visit(page, "/stores/archive");
    await page.getByRole("heading", { name: "Toko yang diarsipkan" }).waitFor({ timeout: 15_000 });
    const archived = page.locator("tr[data-row-key]", { hasText: name });
    await archived.waitFor({ timeout: 15_000 });
    // The archive's phone columns: the name, when it was archived, the actions; still no swipe.
    expect(await page.getByRole("columnheader").allInnerTexts()).toEqual([
      "Nama toko",
      "Diarsipkan pada",
      "Aksi",
    ]);
    expect(await archived.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect.poll(() => tableOverflow(page)).toBe(0);
    await screenshot(page, "kit-store-archive-375-id");
  });

  it("refuses a save on top of someone else's, keeps what was typed, and reloads their version", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, CATALOG);
    await visit(page, "/brands/brd-2/edit");
    const brandName = page.getByLabel("Brand name", { exact: true });
    await expect.poll(() => brandName.inputValue(), { timeout: 15_000 }).toBe("Kacamata Nusantara");

    // A colleague saves the brand meanwhile.
    expect(
      await callAsMe(page, "PATCH", "/product/brands/brd-2", {
        description: "Changed by a colleague.",
      }),
    ).toBe(200);

    await brandName.fill("Kacamata Nusantara Baru");
    await page.locator(".refine-save-button").click();
    const alert = page.getByRole("alert").filter({ hasText: "Someone else changed this record" });
    await alert.waitFor({ timeout: 15_000 });
    expect(await brandName.inputValue()).toBe("Kacamata Nusantara Baru");
    expect(new URL(page.url()).pathname).toBe("/brands/brd-2/edit");
    await screenshot(page, "kit-edit-conflict-1440-en");

    await alert.getByRole("button", { name: "Reload their version" }).click();
    await expect
      .poll(() => page.getByLabel("Description", { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe("Changed by a colleague.");
    expect(await brandName.inputValue()).toBe("Kacamata Nusantara");
    expect(await alert.count()).toBe(0);
  });

  it("lays the widest lists and archives out within a 1440 px screen, in Indonesian and Japanese", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, "admin@demo.test");
    for (const language of ["id", "ja"]) {
      await page.evaluate((language) => {
        document.cookie = `i18next=${language}; path=/`;
        localStorage.setItem("language", language);
      }, language);
      await page.goto(`${baseUrl()}/dashboard`);
      for (const path of WIDEST_LISTS) {
        // The page being left keeps its table until the next one draws: wait for a new table.
        await page.evaluate(() =>
          document.querySelectorAll(".ant-table-content").forEach((table) => {
            (table as HTMLElement).dataset.left = "true";
          }),
        );
        await visit(page, path);
        await page
          .locator(".ant-table-content:not([data-left]) tr[data-row-key]")
          .first()
          .waitFor({ timeout: 30_000 });
        // Long headers, names and texts wrap; nothing needs a sideways scroll to be read.
        await expect.poll(() => tableOverflow(page), { message: `${language} ${path}` }).toBe(0);
      }
    }
    await page.close();
  });
});
