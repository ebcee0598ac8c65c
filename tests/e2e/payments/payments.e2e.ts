import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dragRowOnto } from "../drag";
import { settle } from "../settle";
import { openSignedIn } from "../stored-session";
import {
  choose,
  DESKTOP,
  firstRowShown,
  indonesianPhone,
  languagesAndWidths,
  screenshot,
  visit,
  waitForAccessibilityScan,
} from "../support";

/**
 * Payment accounts and payment channels of issue 14 as admin@demo.test: two channels swapped by drag
 * keep their order after a reload; a new payment account receives a new manual-transfer channel; the
 * pages at 1440 and 375 px in English and Indonesian.
 */

const ADMIN = "admin@demo.test";

const orderTable = (page: Page) => page.getByRole("table", { name: "Order customers see" });

const channelsInOrder = (page: Page) =>
  orderTable(page)
    .locator("tr[data-row-key]")
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector("[data-channel-name]")?.textContent?.trim() ?? ""),
    );

async function openOrder(page: Page) {
  await page.getByRole("button", { name: "Change order" }).click();
  await orderTable(page).locator("tr[data-row-key]").first().waitFor({ timeout: 20_000 });
  await settle(page);
}

describe("payments", () => {
  it(
    "drags a payment channel above another, and the order stays after a reload",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/payment-channel", { viewport: DESKTOP });
      await firstRowShown(page, "Payment Channels");
      await settle(page);
      await screenshot(page, "payments-channel-list-1440-en");
      await openOrder(page);
      const before = await channelsInOrder(page);
      expect(before.slice(0, 3)).toEqual([
        "BCA Virtual Account",
        "Mandiri Virtual Account",
        "BNI Virtual Account",
      ]);

      await dragRowOnto(
        page,
        orderTable(page).getByRole("button", { name: "Drag BNI Virtual Account" }),
        orderTable(page).locator("tr[data-row-key]").first(),
      );

      await page
        .getByText("The new order of the payment channels is saved.")
        .waitFor({ timeout: 15_000 });
      const moved = ["BNI Virtual Account", "BCA Virtual Account", "Mandiri Virtual Account"];
      await expect
        .poll(async () => (await channelsInOrder(page)).slice(0, 3), { timeout: 15_000 })
        .toEqual(moved);
      await screenshot(page, "payments-channel-order-1440-en");

      // The drawer's state is scanned before the reload (not cut off halfway by it).
      await waitForAccessibilityScan(page);
      await page.reload();
      await openOrder(page);
      expect((await channelsInOrder(page)).slice(0, 3)).toEqual(moved);
    },
  );

  it(
    "adds a payment account and a manual-transfer channel that sends customers to it",
    { timeout: 150_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/payment-account/add", { viewport: DESKTOP });
      await page.getByLabel("Account number", { exact: true }).waitFor({ timeout: 20_000 });
      await choose(page, "Bank", "Bank Jago · 542");
      await page.getByLabel("Account number", { exact: true }).fill("1002 3456 7890");
      await page.getByLabel("Account holder", { exact: true }).fill("PT Optik Prima Nusantara");
      await page.getByLabel("Branch", { exact: true }).fill("Digital");
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/\/payment-account\/pac-/, { timeout: 20_000 });
      await page.getByText("100234567890", { exact: true }).waitFor();

      await visit(page, "/payment-channel/add");
      await page.getByLabel("Channel name", { exact: true }).waitFor({ timeout: 20_000 });
      await page.getByLabel("Channel name", { exact: true }).fill("Transfer Manual Jago");
      await page.getByLabel("Channel code", { exact: true }).fill("manual_jago");
      await choose(page, "Type", "Manual transfer");
      await page.getByLabel("Provider", { exact: true }).fill("Internal");
      await page.getByLabel("Fixed fee", { exact: true }).fill("1500");
      await page.getByLabel("Percentage fee", { exact: true }).fill("0.5");
      await page
        .getByText("A payment of Rp 500.000 costs Rp 4.000 in fees (Rp 504.000 in all).")
        .waitFor();
      const account = page.getByLabel("Goes to account", { exact: true });
      await account.click();
      await account.fill("jago");
      await page
        .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
        .getByTitle("JAGO · 100234567890 · PT Optik Prima Nusantara", { exact: true })
        .click();
      await settle(page);
      await screenshot(page, "payments-channel-form-1440-en", true);
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/\/payment-channel\/pch-/, { timeout: 20_000 });
      await page.getByRole("link", { name: "Bank Jago · 100234567890" }).click();
      await page.waitForURL(/\/payment-account\/pac-/);
      await page.getByRole("link", { name: "Transfer Manual Jago" }).waitFor({ timeout: 20_000 });

      await visit(page, "/payment-account");
      await page
        .getByRole("table", { name: "Payment Accounts" })
        .getByText("100234567890")
        .waitFor({ timeout: 20_000 });
      await settle(page);
      await screenshot(page, "payments-account-list-1440-en");
    },
  );

  it("shows the pages in Indonesian at 1440 px and on a phone", { timeout: 150_000 }, async () => {
    for (const { language, viewport, width } of languagesAndWidths(indonesianPhone, {
      withEnglishDesktop: false,
    })) {
      const page = await openSignedIn(ADMIN, "/payment-channel", { viewport, language });
      const channels = language === "en" ? "Payment Channels" : "Kanal Pembayaran";
      await firstRowShown(page, channels);
      await settle(page);
      await screenshot(page, `payments-channel-list-${width}-${language}`);
      await visit(page, "/payment-account");
      const accounts = language === "en" ? "Payment Accounts" : "Akun Pembayaran";
      await firstRowShown(page, accounts);
      await settle(page);
      await screenshot(page, `payments-account-list-${width}-${language}`);
      if (language === "id") {
        await visit(page, "/payment-channel/pch-12");
        await page.getByText("5270418833").first().waitFor({ timeout: 20_000 });
        await settle(page);
        await screenshot(page, `payments-channel-show-${width}-${language}`, true);
      }
      await page.context().close();
    }
  });
});
