import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { triangleGlb } from "../glb";
import { settle } from "../settle";
import { openSignedIn } from "../stored-session";
import { baseUrl, choose, DESKTOP, MOBILE, passes, screenshot, visit } from "../support";

/**
 * The catalogue journey of issue 7 as catalog@demo.test: create a LENSA,
 * find it through search, edit a range, see the change in its change log,
 * then ask the prescription checker about it (suitable, then not and why).
 * Every test starts signed in (one stored sign-in for the file: stored-session.ts).
 */

const CATALOG = "catalog@demo.test";

async function fill(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
}

const row = (page: Page, text: string): Locator =>
  page.locator("tr[data-row-key]", { hasText: text });

describe("catalogue", () => {
  it(
    "creates a LENSA, finds it, edits a range, sees the change log, and checks prescriptions against it",
    { timeout: 180_000 },
    async () => {
      const sku = `E2E-LN-${Date.now().toString(36).toUpperCase()}`;
      const name = `Lensa E2E ${sku.slice(-5)}`;

      // Create.
      const page = await openSignedIn(CATALOG, "/products/add", { viewport: DESKTOP });
      await choose(page, "Type", "Lens");
      await fill(page, "Product name", name);
      await fill(page, "SKU", sku);
      await choose(page, "Brand", "Optik Prima");
      await fill(page, "Price", "950000");
      await choose(page, "Personalization", "Work");
      await choose(page, "Lens type", "Single Vision");
      for (const [label, min, max] of [
        ["SPH minus", "-6", "0"],
        ["SPH plus", "0", "4"],
        ["CYL minus", "-2", "0"],
        ["Addition", "0", "0"],
      ] as const) {
        await fill(page, `${label} minimum`, min);
        await fill(page, `${label} maximum`, max);
      }
      await screenshot(page, "catalog-product-create-lensa-1440-en", true);
      await page.locator(".refine-save-button").click();
      await page.waitForURL(/\/products\/prd-[^/]+$/, { timeout: 20_000 });
      await expect
        .poll(() => page.getByRole("heading", { name }).count(), { timeout: 15_000 })
        .toBe(1);
      const productUrl = new URL(page.url()).pathname;

      // Find it through search.
      await visit(page, "/products");
      await page.getByPlaceholder("Search name or SKU").fill(sku);
      await page.getByPlaceholder("Search name or SKU").press("Enter");
      await expect.poll(() => row(page, sku).count(), { timeout: 15_000 }).toBe(1);
      expect(decodeURIComponent(page.url())).toContain(sku);
      await screenshot(page, "catalog-product-list-search-1440-en");

      // Edit a range.
      await row(page, sku)
        .getByRole("link", { name: `Edit ${name}` })
        .click();
      await page.waitForURL(/\/edit$/);
      await fill(page, "SPH minus minimum", "-4");
      await page.locator(".refine-save-button").click();
      await page.waitForURL((url) => url.pathname === productUrl, { timeout: 20_000 });
      await expect
        .poll(() => page.getByText("-4 – 0 D").count(), { timeout: 15_000 })
        .toBeGreaterThan(0);

      // The change log shows before → after.
      await page.getByRole("link", { name: /Change log/ }).click();
      await page.waitForURL(/\/change-logs/);
      const latest = page.locator("tr[data-row-key]").first();
      await expect
        .poll(() => latest.textContent(), { timeout: 15_000 })
        .toMatch(/Updated.*SPH minus: -6 – 0 → -4 – 0/);
      // ...by whom: the signed-in catalogue user.
      expect(await latest.textContent()).toContain("Citra Katalog");
      await screenshot(page, "catalog-product-change-log-1440-en");

      // The prescription checker finds it for a matching prescription...
      await visit(page, "/simulate-prescription-checker");
      await fill(page, "SPH Right eye (R)", "-3");
      await fill(page, "SPH Left eye (L)", "-2.5");
      await fill(page, "CYL Left eye (L)", "-0.75");
      await page.getByRole("button", { name: "Check lenses" }).click();
      await page.getByPlaceholder("Search lens").fill(sku);
      await page.getByPlaceholder("Search lens").press("Enter");
      await expect
        .poll(() => row(page, sku).textContent(), { timeout: 15_000 })
        .toContain("Suitable");
      await screenshot(page, "catalog-prescription-checker-suitable-1440-en", true);

      // ...and explains why it fails for another.
      await fill(page, "SPH Right eye (R)", "-5");
      await page.getByRole("button", { name: "Check lenses" }).click();
      await expect
        .poll(() => row(page, sku).textContent(), { timeout: 15_000 })
        .toContain("Not suitable");
      expect(await row(page, sku).textContent()).toContain("R: SPH minus -5 is outside -4 … 0.");
      await screenshot(page, "catalog-prescription-checker-not-suitable-1440-en", true);
    },
  );

  it("exports the product list in Indonesian, the file written by the export's worker", async () => {
    const page = await openSignedIn(CATALOG, "/products", { viewport: DESKTOP, language: "id" });
    await settle(page);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      page.getByRole("button", { name: "Ekspor CSV" }).click(),
    ]);
    const text = readFileSync((await download.path())!, "utf8");
    // A byte-order mark, so that spreadsheets read accents and Japanese as UTF-8.
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = text.slice(1).trim().split("\r\n");
    expect(header).toMatch(/^Nama produk,SKU,Tipe,Merek,/);
    expect(lines.length).toBeGreaterThan(20);
    // The type, the brand and the status in words, as the list shows them (the worker's writers).
    expect(lines[0]).toMatch(
      /,(Frame|Lensa|Tambahan|Paket|Lainnya|Umum|Voucher|Berkas digital|URL bersama),[^,]+,\d+,\d+,(Aktif|Nonaktif|Draf)$/,
    );
    expect(text).not.toMatch(/,(ACTIVE|INACTIVE|DRAFT|FRAME|LENSA|ADD_ONS|BUNDLING)[,\r]/);
    expect(workers.some((url) => /export\.worker/.test(url))).toBe(true);
    await expect
      .poll(
        () => page.getByText(`${lines.length.toLocaleString("id-ID")} baris diekspor.`).count(),
        { timeout: 10_000 },
      )
      .toBe(1);
  });

  it("a store's opening hours refuse a closing time before the opening time", async () => {
    const page = await openSignedIn(CATALOG, "/stores/str-1/edit", { viewport: DESKTOP });
    // Wait for the record to fill the form before typing.
    await expect
      .poll(() => page.getByLabel("Store name", { exact: true }).inputValue(), { timeout: 15_000 })
      .not.toBe("");
    await page.getByLabel("Monday closes at").fill("08:00");
    await page.locator(".refine-save-button").click();
    await expect
      .poll(
        () => page.getByText("On Monday the closing time must be after the opening time.").count(),
        { timeout: 15_000 },
      )
      .toBe(1);
  });

  it("uploads a FRAME's 3D model and previews it", { timeout: 120_000 }, async () => {
    const page = await openSignedIn(
      CATALOG,
      "/products?filters[0][field]=productType&filters[0][operator]=in&filters[0][value][0]=FRAME",
      { viewport: DESKTOP },
    );
    const first = page.locator("tr[data-row-key]").first();
    await first.waitFor();
    const id = await first.getAttribute("data-row-key");
    await visit(page, `/products/${id}/edit`);
    await expect
      .poll(() => page.getByLabel("Product name", { exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .not.toBe("");
    await page
      .locator('input[type=file][accept*=".glb"]')
      .setInputFiles({ name: "frame.glb", mimeType: "model/gltf-binary", buffer: triangleGlb() });
    const viewer = page.locator("model-viewer");
    await viewer.waitFor({ timeout: 20_000 });
    await expect
      .poll(
        () =>
          viewer.evaluate(
            (element) => (element as HTMLElement & { loaded?: boolean }).loaded === true,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await screenshot(page, "catalog-product-3d-preview-1440-en", true);
    await page.locator(".refine-save-button").click();
    await page.waitForURL((url) => url.pathname === `/products/${id}`, { timeout: 20_000 });
    await page.locator("model-viewer").waitFor({ timeout: 20_000 });
  });

  it(
    "shows the catalogue on a phone and in Japanese and Indonesian",
    { timeout: 240_000 },
    async () => {
      const pages = [
        ["product-list", "/products"],
        ["product-show", "/products/prd-6"],
        ["product-edit", "/products/prd-1/edit"],
        ["brand-show", "/brands/brd-1"],
        ["store-list", "/stores"],
        ["prescription-checker", "/simulate-prescription-checker"],
      ] as const;
      // The test run keeps Japanese at 1440 and Indonesian at 375 (each width and a non-English
      // language opened and scanned); `npm run screenshots` takes English on a phone too.
      const all = [
        ["jp", DESKTOP, 1440],
        ["id", MOBILE, 375],
        ["en", MOBILE, 375],
      ] as const;
      for (const [lang, viewport, width] of passes(all, ([lang]) => lang !== "en")) {
        // The language as the header's switch stores it (local storage and the i18next cookie).
        const page = await openSignedIn(CATALOG, pages[0][1], { viewport, language: lang });
        for (const [index, [name, path]] of pages.entries()) {
          if (index > 0) await page.goto(`${baseUrl()}${path}`);
          await page.locator("main, .ant-layout-content").first().waitFor();
          await settle(page, 2500);
          await screenshot(page, `catalog-${name}-${width}-${lang}`, name === "product-edit");
          // In Japanese at 1440 px, the store list's status is in view, not under the pinned actions.
          if (name === "store-list" && width === 1440) {
            const status = page.locator("tr[data-row-key] .ant-tag").filter({ hasText: /^有効$/ });
            expect(
              await status.first().evaluate((tag) => {
                const actions = tag.closest("tr")!.querySelector(".ant-table-cell-fix-right")!;
                return tag.getBoundingClientRect().right <= actions.getBoundingClientRect().left;
              }),
            ).toBe(true);
          }
        }
        await page.context().close();
      }
    },
  );
});
