import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiReady, callAsUser } from "./demo-api-ready";
import { openSignedIn } from "./stored-session";
import { DESKTOP, MOBILE, screenshot, visit } from "./support";

/**
 * Change logs read as words (issue 25): a product's, a voucher's and a role's log after a change made
 * through the demo API, at 1440 and 375 px in en and id: money as rupiah, lists as added/removed,
 * images as thumbnails, who with their role and when ("3 hours ago").
 */

const ADMIN = "admin@demo.test";

/** The change log of the record named `name` (not the page before it), once its rows are in. */
async function logRows(page: Page, name: string) {
  const table = page.getByRole("table", {
    name: new RegExp(`: ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  });
  await table.locator("tr[data-row-key]").first().waitFor({ timeout: 30_000 });
  return table;
}

const PASSES = [
  { lang: "en", size: "1440", viewport: DESKTOP },
  { lang: "en", size: "375", viewport: MOBILE },
  { lang: "id", size: "1440", viewport: DESKTOP },
  { lang: "id", size: "375", viewport: MOBILE },
] as const;

describe("change logs in words", () => {
  for (const { lang, size, viewport } of PASSES) {
    it(
      `a product's, a voucher's and a role's log at ${size} px in ${lang}`,
      { timeout: 240_000 },
      async () => {
        const page = await openSignedIn(ADMIN, "/dashboard", { viewport, language: lang });
        await apiReady(page);

        // A product: repriced to Rp 430.000 then Rp 431.000, one image less, a save with no change.
        const products = await callAsUser(page, "GET", "/products?_start=0&_end=50");
        type Row = { productId: string; productName: string; images: string[] };
        const rows = products.payload.results as unknown as Row[];
        const product = rows.find((row) => row.images.length > 0)!;
        const other = rows.find((row) => row.images[0] && row.images[0] !== product.images[0])!;
        await callAsUser(page, "PATCH", `/products/${product.productId}`, { price: 430_000 });
        await callAsUser(page, "PATCH", `/products/${product.productId}`, {
          price: 431_000,
          images: [...product.images, other.images[0]],
        });
        await callAsUser(page, "PATCH", `/products/${product.productId}`, { price: 431_000 });
        await visit(page, `/products/${product.productId}/change-logs`);
        const productLog = await logRows(page, product.productName);
        const text = (await productLog.textContent()) ?? "";
        expect(text).toContain(
          lang === "en" ? "Rp 430.000 → Rp 431.000" : "Rp 430.000 → Rp 431.000",
        );
        expect(text).not.toMatch(/data:image|431000|\[object Object\]/);
        await expect.poll(() => productLog.locator("img").count()).toBeGreaterThan(0);
        if (viewport === MOBILE) {
          // On a phone a row reads without a sideways swipe: the table fits the screen.
          const overflow = await page
            .locator(".ant-table-content")
            .first()
            .evaluate((table) => table.scrollWidth - table.clientWidth);
          expect(overflow).toBeLessThanOrEqual(1);
        }
        await screenshot(page, `changelog-product-${size}-${lang}`);

        // A voucher: its products, as added and removed.
        const vouchers = await callAsUser(page, "GET", "/vouchers?_start=0&_end=1");
        const voucher = (
          vouchers.payload.results as unknown as {
            voucherId: string;
            voucherName: string;
            brandId: string;
          }[]
        )[0]!;
        const own = await callAsUser(
          page,
          "GET",
          `/products?brandId=${voucher.brandId}&_start=0&_end=3`,
        );
        const ids = (own.payload.results as unknown as { productId: string }[]).map(
          (row) => row.productId,
        );
        await callAsUser(page, "PATCH", `/vouchers/${voucher.voucherId}`, {
          appliesTo: "PRODUCTS",
          productIds: ids.slice(0, 2),
        });
        await callAsUser(page, "PATCH", `/vouchers/${voucher.voucherId}`, {
          productIds: ids.slice(1, 3),
        });
        await visit(page, `/vouchers/${voucher.voucherId}/change-logs`);
        const voucherLog = await logRows(page, voucher.voucherName);
        expect(await voucherLog.textContent()).toMatch(
          lang === "en" ? /added: .*removed: / : /ditambahkan: .*dihapus: /,
        );
        await screenshot(page, `changelog-voucher-${size}-${lang}`);

        // A role: permissions added and removed, in the matrix's words.
        const roles = await callAsUser(page, "GET", "/roles?_start=0&_end=10");
        const role =
          (
            roles.payload.results as unknown as {
              roleId: string;
              roleName: string;
              permissions: string[];
            }[]
          ).find(
            (row) =>
              row.permissions.includes("PRODUCT.LIST") &&
              !row.permissions.includes("VOUCHER.DELETE"),
          ) ??
          (
            roles.payload.results as unknown as {
              roleId: string;
              roleName: string;
              permissions: string[];
            }[]
          )[1]!;
        await callAsUser(page, "PATCH", `/roles/${role.roleId}`, {
          permissions: [
            ...role.permissions.filter((code) => code !== "PRODUCT.LIST"),
            "VOUCHER.DELETE",
          ],
        });
        await visit(page, `/role/${role.roleId}/change-logs`);
        const roleLog = await logRows(page, role.roleName);
        expect(await roleLog.textContent()).not.toMatch(/PRODUCT\.LIST|VOUCHER\.DELETE/);
        await screenshot(page, `changelog-role-${size}-${lang}`);
        await page.close();
      },
    );
  }
});

type Loose = Record<string, unknown>;

/** The first record of a list of the demo API (as the signed-in user may list it). */
async function first(page: Page, path: string, keep: (row: Loose) => boolean = () => true) {
  const answer = await callAsUser(page, "GET", path);
  return (answer.payload.results as unknown as Loose[]).find(keep)!;
}

/**
 * Every other area's log, in Indonesian on a phone: opened from the record's page by its button,
 * each after a change made through the demo API, read in words (every page is scanned by axe and
 * the text scan as it settles).
 */
const AREAS = [
  { api: "banners", id: "bannerId", page: "banner", name: "title" },
  { api: "popup-banners", id: "bannerId", page: "popup-banner", name: "title" },
  { api: "loyalty", id: "loyaltyId", page: "loyalty", name: "loyaltyName" },
  { api: "rewards", id: "rewardId", page: "rewards", name: "rewardName" },
  { api: "payment-channels", id: "paymentChannelId", page: "payment-channel", name: "channelName" },
  { api: "template-messages", id: "templateId", page: "template-message", name: "templateName" },
  { api: "notification-schedules", id: "scheduleId", page: "notification-schedule", name: "name" },
  {
    api: "users",
    id: "userId",
    page: "customer",
    name: "firstName",
    recordName: "name",
    query: "&userType=CUSTOMER",
  },
] as const;

describe("every area's change log", () => {
  it(
    "opens from the record's page and reads in words, in id at 375 px",
    { timeout: 240_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/dashboard", { viewport: MOBILE, language: "id" });
      await apiReady(page);
      for (const area of AREAS) {
        const row = await first(
          page,
          `/${area.api}?_start=0&_end=5${"query" in area ? area.query : ""}`,
          (record) => !record.isArchived,
        );
        const id = String(row[area.id]);
        const saved = await callAsUser(page, "PATCH", `/${area.api}/${id}`, {
          [area.name]: `${String(row[area.name])} Dua`,
        });
        const name = String(saved.payload["recordName" in area ? area.recordName : area.name]);
        await visit(page, `/${area.page}/${id}`);
        const button = page.getByRole("link", { name: "Riwayat perubahan" });
        await button.waitFor({ timeout: 30_000 });
        // Under load the record's page may draw its header again just as the click lands (the
        // link replaced, the click lost): clicked again until the log is open.
        const logPath = `/${area.page}/${id}/change-logs`;
        await expect
          .poll(
            async () => {
              if (new URL(page.url()).pathname !== logPath)
                await button.click({ timeout: 5_000 }).catch(() => undefined);
              return new URL(page.url()).pathname;
            },
            { timeout: 30_000, interval: 1_000 },
          )
          .toBe(logPath);
        const log = await logRows(page, name);
        const text = (await log.textContent()) ?? "";
        expect(text, area.page).not.toMatch(/\[object Object\]|undefined|data:image/);
        if (area.page === "banner" || area.page === "customer")
          await screenshot(page, `changelog-${area.page}-375-id`);
      }
      await page.close();
    },
  );

  it(
    "exports a product's log and the activity feed in words from the export's worker, in id",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/dashboard", { viewport: DESKTOP, language: "id" });
      await apiReady(page);
      const products = await callAsUser(page, "GET", "/products?_start=0&_end=5");
      const product = (
        products.payload.results as { productId: string; productName: string }[]
      )[0]!;
      await callAsUser(page, "PATCH", `/products/${product.productId}`, { price: 430_000 });
      await callAsUser(page, "PATCH", `/products/${product.productId}`, { price: 431_000 });

      await visit(page, `/products/${product.productId}/change-logs`);
      await logRows(page, product.productName);
      const log = await exported(page);
      expect(log[0]).toBe("Waktu,Oleh,Aksi,Perubahan (sebelum → sesudah)");
      expect(log[1]).toContain("Rp 430.000 → Rp 431.000");
      expect(log[1]).toContain("Alice Admin");

      await visit(page, "/activity");
      await page
        .getByRole("table", { name: "Aktivitas" })
        .locator("tr[data-row-key]")
        .first()
        .waitFor({
          timeout: 30_000,
        });
      const feed = await exported(page);
      expect(feed[0]).toBe("Waktu,Yang terjadi,Perubahan (sebelum → sesudah)");
      expect(feed[1]).toContain(`Alice Admin mengubah`);
      expect(feed[1]).toContain(product.productName);
      expect(feed[1]).toContain("Rp 430.000 → Rp 431.000");
      // A role's log names a permission area a domain declares (Activity) as the role editor does.
      const roles = await callAsUser(page, "GET", "/roles?_start=0&_end=10");
      const role = (
        roles.payload.results as unknown as {
          roleId: string;
          roleName: string;
          permissions: string[];
        }[]
      ).find((row) => !row.permissions.includes("ACTIVITY.LIST"))!;
      await callAsUser(page, "PATCH", `/roles/${role.roleId}`, {
        permissions: [...role.permissions, "ACTIVITY.LIST"],
      });
      await visit(page, `/role/${role.roleId}/change-logs`);
      await logRows(page, role.roleName);
      const roleLog = await exported(page);
      expect(roleLog[1]).toContain("Aktivitas: Daftar");
      // The file's words are the page's: no value the API keeps, no key of a text.
      expect([...log, ...feed, ...roleLog].join("\n")).not.toMatch(
        /UPDATE\b|ACTIVITY|prd-|changeLogs\.|activity:/,
      );
      await page.close();
    },
  );
});

/** Exports the list on screen (its "Ekspor CSV") and returns the downloaded file's lines. */
async function exported(page: Page): Promise<string[]> {
  const download = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: "Ekspor CSV" }).click();
  const file = await (await download).path();
  await page
    .getByText(/baris diekspor/)
    .last()
    .waitFor({ timeout: 30_000 });
  return (await readFile(file, "utf8"))
    .replace(/^\ufeff/, "")
    .trim()
    .split("\r\n");
}
