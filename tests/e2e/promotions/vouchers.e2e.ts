import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "../stored-session";
import { choose, DESKTOP, MOBILE, screenshot, visit, waitForAccessibilityScan } from "../support";

/**
 * Vouchers as admin@demo.test: create a voucher for a brand, generate 500 codes that start with the
 * brand's code, download them as CSV, archive the voucher and find it in the archive; the voucher
 * page with its codes and the generate page at 1440 and 375 px, in English and Indonesian.
 */

const ADMIN = "admin@demo.test";
const NAME = "Nusantara Lensa 15%";

const generated = (page: Page) => page.getByText(/^500 codes generated\.$/);

describe("vouchers", () => {
  it(
    "creates a voucher, generates 500 codes with the brand's prefix, downloads the CSV, archives it",
    { timeout: 180_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/vouchers/add", { viewport: DESKTOP });
      await page.getByLabel("Voucher name").fill(NAME);
      await choose(page, "Brand", "Kacamata Nusantara");
      await expect.poll(() => page.getByTestId("code-prefix").textContent()).toBe("NUSA");
      await page.getByRole("spinbutton", { name: "Percentage" }).fill("15");
      await page.locator(".refine-save-button").click();
      await page.waitForURL(/\/vouchers\/vch-[^/]+$/, { timeout: 20_000 });
      const voucherUrl = new URL(page.url()).pathname;

      await page.getByRole("link", { name: "Generate codes" }).click();
      await page.waitForURL(/\/vouchers\/generate\?voucherId=/);
      await expect.poll(() => page.getByTestId("generate-prefix").textContent()).toBe("NUSA");
      await page.getByLabel("How many codes").fill("500");
      await page.getByRole("button", { name: "Preview" }).click();
      const preview = page.getByRole("list", { name: "Preview" }).locator("li");
      await expect.poll(() => preview.count(), { timeout: 20_000 }).toBe(5);
      for (const code of await preview.allTextContents()) expect(code).toMatch(/^NUSA.{8}$/);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await generated(page).waitFor({ timeout: 30_000 });
      await screenshot(page, "vouchers-generate-done-1440-en");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download 500 codes (CSV)" }).click(),
      ]);
      const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
      const lines = csv.trim().split(/\r\n/);
      expect(lines[0]).toBe("Code,Voucher name,Batch");
      const codes = lines.slice(1).map((line) => line.split(",")[0]!);
      expect(codes).toHaveLength(500);
      expect(new Set(codes).size).toBe(500);
      for (const code of codes) expect(code).toMatch(/^NUSA[ACEFGHJKMNPRTWXY34679]{8}$/);

      // The voucher's page lists them, paged by the server.
      await page.getByRole("link", { name: "Open the voucher" }).click();
      await page.waitForURL(new RegExp(`${voucherUrl}$`));
      const table = page.getByRole("table", { name: "Codes" });
      await expect.poll(() => table.locator("tbody tr.ant-table-row").count()).toBe(20);
      await page.getByText("1–20 of 500").waitFor();
      for (const code of await table.locator("tbody code").allTextContents())
        expect(code).toMatch(/^NUSA/);

      await page.getByRole("button", { name: `Archive ${NAME}` }).click();
      await page
        .locator(".ant-popover:not(.ant-popover-hidden)")
        .getByRole("button", { name: "Archive", exact: true })
        .click();
      await page.getByText(`${NAME} is archived.`).waitFor({ timeout: 15_000 });
      await visit(page, "/vouchers/archive");
      await page
        .getByRole("table", { name: "Voucher archive" })
        .getByRole("link", { name: NAME, exact: true })
        .waitFor({ timeout: 20_000 });
      await page.close();
    },
  );

  it(
    "the voucher page with its codes and the generate page at 1440 and 375 px, in English and Indonesian",
    { timeout: 180_000 },
    async () => {
      // One signed-in page per language, resized for the phone: half the app starts of a page each.
      for (const lang of ["en", "id"] as const) {
        const page = await openSignedIn(ADMIN, "/vouchers/vch-25", {
          viewport: DESKTOP,
          language: lang,
        });
        // The codes table (the page also lists the code batches).
        const codes = page
          .getByRole("table", { name: lang === "en" ? "Codes" : "Kode", exact: true })
          .locator("tbody tr.ant-table-row");
        await expect.poll(() => codes.count(), { timeout: 20_000 }).toBe(20);
        await screenshot(page, `vouchers-show-1440-${lang}`, true);
        await page.setViewportSize(MOBILE);
        await screenshot(page, `vouchers-show-375-${lang}`, true);
        // The full-page shots resize the page twice: under a full run's load, the scan of the
        // phone-width state queues behind those of the other file's pages.
        await waitForAccessibilityScan(page, 60_000);

        await page.setViewportSize(DESKTOP);
        await visit(page, "/vouchers/generate?voucherId=vch-25");
        await page.getByTestId("generate-prefix").waitFor({ timeout: 20_000 });
        await page.getByRole("button", { name: lang === "en" ? "Preview" : "Pratinjau" }).click();
        await expect.poll(() => page.locator("ul li code").count(), { timeout: 20_000 }).toBe(5);
        await screenshot(page, `vouchers-generate-1440-${lang}`, true);
        await page.setViewportSize(MOBILE);
        await screenshot(page, `vouchers-generate-375-${lang}`, true);
        await page.close();
      }
    },
  );
});
