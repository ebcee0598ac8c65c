import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiReady, callAsUser } from "../demo-api-ready";
import { openSignedIn } from "../stored-session";
import { DESKTOP, MOBILE, screenshot, visit } from "../support";

/**
 * The change logs of the settings pages and of the wallets (issue 25): a save made on the page shows
 * in the page's log as words (a courier by its name, a setting by its label), who with their role;
 * a staff point change shows in the wallet's log as the balance before → after and the reason.
 */

const ADMIN = "admin@demo.test";

/** The first row of the log titled `title`, once it is in. */
async function latest(page: Page, title: RegExp) {
  const row = page.getByRole("table", { name: title }).locator("tr[data-row-key]").first();
  await row.waitFor({ timeout: 30_000 });
  return row;
}

describe("the settings pages' and the wallets' change logs", () => {
  it(
    "a shipment save made on the page reads in words in the page's log (1440 px, en)",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/config-shipment", { viewport: DESKTOP });
      const ncs = page
        .getByRole("group", { name: "Express couriers" })
        .getByRole("checkbox", { name: /^NCS/ });
      await ncs.waitFor();
      const wasChecked = await ncs.isChecked();
      await ncs.click();
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Settings saved.").first().waitFor();
      await page.getByRole("link", { name: "Change log" }).click();
      await page.getByRole("heading", { name: "Change log: Shipment" }).waitFor();
      const row = await latest(page, /Change log: Shipment/);
      const text = (await row.textContent()) ?? "";
      expect(text).toContain(`Express couriers: ${wasChecked ? "removed" : "added"}: NCS`);
      expect(text).toMatch(/Alice Admin \(.+\)/);
      expect(text).not.toMatch(/biteship\.|COURIER_|undefined/);
      await screenshot(page, "changelog-config-shipment-1440-en");
      await page.close();
    },
  );

  it(
    "a wallet's and the transaction settings' logs read in Indonesian on a phone",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/dashboard", { viewport: MOBILE, language: "id" });
      await apiReady(page);
      const wallets = await callAsUser(
        page,
        "GET",
        "/wallet-points?_start=0&_end=5&_sort=balance&_order=desc",
      );
      const wallet = (
        wallets.payload.results as unknown as { wpId: string; balance: number }[]
      )[0]!;
      await callAsUser(page, "POST", `/wallet-points/${wallet.wpId}/add-point`, {
        points: 1_000,
        reason: "Kompensasi lensa terlambat.",
      });
      await visit(page, `/wallet-points/${wallet.wpId}`);
      await page.getByRole("link", { name: "Riwayat perubahan" }).click();
      const row = await latest(page, /Riwayat perubahan/);
      const text = (await row.textContent()) ?? "";
      const points = (value: number) => new Intl.NumberFormat("id-ID").format(value);
      expect(text).toContain(
        `Saldo: ${points(wallet.balance)} → ${points(wallet.balance + 1_000)}`,
      );
      expect(text).toContain("Kompensasi lensa terlambat.");
      expect(text).not.toMatch(/wp-|balance|reason/);
      await screenshot(page, "changelog-wallet-375-id");

      const settings = await callAsUser(page, "GET", "/app-config-settings/transaction");
      const minutes = Number(settings.payload.TRX_PAYMENT_EXPIRY_IN_MINUTES);
      await callAsUser(page, "PATCH", "/app-config-settings/transaction", {
        ...settings.payload,
        TRX_PAYMENT_EXPIRY_IN_MINUTES: minutes + 30,
      });
      await visit(page, "/transaction-settings/change-logs");
      const saved = await latest(page, /Pengaturan Transaksi/);
      expect(await saved.textContent()).toContain(
        `Batas Waktu Pembayaran (dalam menit): ${points(minutes)} → ${points(minutes + 30)}`,
      );
      expect(await saved.textContent()).not.toMatch(/TRX_/);
      await screenshot(page, "changelog-transaction-settings-375-id");
      await page.close();
    },
  );
});
