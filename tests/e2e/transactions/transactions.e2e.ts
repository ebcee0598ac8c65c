import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "../stored-session";
import en from "../../../locales/en/transactions.json";
import id from "../../../locales/id/transactions.json";
import { DESKTOP, languagesAndWidths, MOBILE, screenshot, tableOverflow, visit } from "../support";

/**
 * Transactions as admin@demo.test: find a waiting order by its code, move it to paid then processing
 * and see both moves in its timeline and its change log; change the transaction code prefix and see a
 * new demo order use it; see how a card payment's fee was worked out. Screenshots of the list, a detail,
 * its payment fee and the settings at 1440 and 375 px, en and id.
 */

const ADMIN = "admin@demo.test";
/** The newest seeded order: waiting for payment, shipped to the customer. */
const WAITING = "TRX00002000";
/** A seeded card payment: the channel's Rp 2.000 + 2,9 % of Rp 755.000 (products + shipping). */
const CARD = "trx-1993";

async function moveTo(page: Page, status: string, note: string) {
  const form = page.getByRole("form", { name: "Change the status" });
  await form.locator("label.ant-radio-button-wrapper", { hasText: status }).click();
  await form.getByLabel("Note").fill(note);
  await form.getByRole("button", { name: "Change the status" }).click();
  await page.getByTestId("status-timeline").getByText(note).waitFor({ timeout: 20_000 });
}

describe("transactions", () => {
  it(
    "finds a waiting order by its code, moves it to paid and processing, sees both in the timeline and the change log",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/transactions", { viewport: DESKTOP });
      // The header's outlet selector scopes the list; this order may be in another outlet.
      const scope = page.getByTestId("outlet-scope");
      await scope.waitFor({ timeout: 30_000 });
      await scope.getByRole("button", { name: "Show all outlets" }).click();
      await page.getByText("Showing the orders of every outlet.").waitFor();
      const table = page.getByRole("table", { name: "Transactions" });
      await table.locator("tr[data-row-key]").first().waitFor();
      await screenshot(page, "transactions-list-1440-en");
      await page.getByPlaceholder("Search code, customer name, email or phone").fill(WAITING);
      await page.getByPlaceholder("Search code, customer name, email or phone").press("Enter");
      await expect.poll(() => table.locator("tr[data-row-key]").count()).toBe(1);
      await table.getByRole("link", { name: WAITING }).click();
      await page.getByTestId("transaction-summary").waitFor();
      expect(await page.getByTestId("transaction-summary").textContent()).toContain(
        "Waiting for payment",
      );

      await moveTo(page, "Paid", "Transfer checked in BCA mutasi");
      await moveTo(page, "Processing", "Frame and lenses sent to the workshop");
      const timeline = page.getByTestId("status-timeline");
      expect(await timeline.textContent()).toContain("Waiting for payment → Paid");
      expect(await timeline.textContent()).toContain("Paid → Processing");
      expect(await timeline.textContent()).toContain("by Alice Admin");
      await page.setViewportSize({ width: 1440, height: 1400 });
      await screenshot(page, "transactions-detail-1440-en");

      await page.getByRole("link", { name: "Change log" }).click();
      const log = page.getByRole("table", { name: new RegExp(`Change log: ${WAITING}`) });
      await expect.poll(() => log.locator("tr[data-row-key]").count(), { timeout: 20_000 }).toBe(2);
      const text = await log.textContent();
      expect(text).toContain("Order status: Waiting for payment → Paid");
      expect(text).toContain("Order status: Paid → Processing");
      expect(text).toContain("Note: — → Frame and lenses sent to the workshop");
      await page.close();
    },
  );

  it(
    "changes the transaction code prefix and a new demo order uses it",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/transaction-settings", { viewport: DESKTOP });
      const prefix = page.getByLabel(/^Transaction Code - Prefix/);
      await prefix.waitFor({ timeout: 30_000 });
      await prefix.fill("OPT");
      await page.getByTestId("example-transaction-code").getByText("OPT00002001").waitFor();
      await screenshot(page, "transactions-settings-1440-en", true);
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Settings saved.").waitFor();

      await visit(page, "/transactions");
      await page.getByRole("button", { name: "New demo order" }).click();
      await page.waitForURL(/\/transactions\/trx-/, { timeout: 20_000 });
      await page.getByTestId("transaction-summary").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("OPT00002001");
      await page.close();
    },
  );

  it("looks right at 375 px, and in Indonesian", { timeout: 120_000 }, async () => {
    for (const language of ["en", "id"] as const) {
      const page = await openSignedIn(ADMIN, "/transactions", { viewport: MOBILE, language });
      await page.locator("tr[data-row-key]").first().waitFor({ timeout: 30_000 });
      // The list fits the phone: its long status tags ("Dikembalikan dananya") wrap, no sideways swipe.
      await expect.poll(() => tableOverflow(page)).toBe(0);
      await screenshot(page, `transactions-list-375-${language}`);
      if (language === "id") {
        await page.setViewportSize(DESKTOP);
        await screenshot(page, "transactions-list-1440-id");
      }
      await visit(page, "/transactions/trx-1995");
      await page.getByTestId("transaction-summary").waitFor({ timeout: 30_000 });
      if (language === "id") {
        await page.setViewportSize({ width: 1440, height: 1400 });
        await screenshot(page, "transactions-detail-1440-id");
      } else await screenshot(page, "transactions-detail-375-en", true);
      if (language === "id") {
        await page.setViewportSize(MOBILE);
        await screenshot(page, "transactions-detail-375-id", true);
      }
      await visit(page, "/transaction-settings");
      await page.getByTestId("code-examples").waitFor({ timeout: 30_000 });
      await screenshot(page, `transactions-settings-375-${language}`, true);
      if (language === "id") {
        await page.setViewportSize(DESKTOP);
        await screenshot(page, "transactions-settings-1440-id", true);
      }
      await page.close();
    }
  });

  it("keeps every amount of an order on one line where its details are narrow (1100 px, Japanese)", async () => {
    const page = await openSignedIn(ADMIN, "/transactions/trx-1995", {
      viewport: { width: 1100, height: 900 },
      language: "jp",
    });
    await page.getByTestId("amount-total").waitFor({ timeout: 30_000 });
    // Each "Rp …" text of the summary and the amounts, and how many lines it takes.
    const amounts = await page.evaluate(() =>
      ["transaction-summary", "amounts"].flatMap((id) => {
        const root = document.querySelector(`[data-testid="${id}"]`)!;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const found: { text: string; lines: number }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!/^Rp [\d.]+$/.test(node.textContent ?? "")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          found.push({ text: node.textContent!, lines: tops.size });
        }
        return found;
      }),
    );
    expect(amounts.length).toBeGreaterThanOrEqual(3);
    expect(amounts.filter((amount) => amount.lines !== 1)).toEqual([]);
    await page.close();
  });

  it(
    "shows how a card payment's fee was worked out, at 1440 and 375 px, in English and Indonesian",
    { timeout: 120_000 },
    async () => {
      const expected = {
        en: "Rp 2.000 + 2,9 % of Rp 755.000 = Rp 23.895",
        id: "Rp 2.000 + 2,9 % dari Rp 755.000 = Rp 23.895",
      };
      for (const language of ["en", "id"] as const) {
        const page = await openSignedIn(ADMIN, `/transactions/${CARD}`, {
          viewport: DESKTOP,
          language,
        });
        const fee = page.getByTestId("payment-fee-rule");
        await fee.waitFor({ timeout: 30_000 });
        expect((await fee.textContent())!.replace(/\s+/g, " ")).toContain(expected[language]);
        for (const [viewport, width] of [
          [DESKTOP, 1440],
          [MOBILE, 375],
        ] as const) {
          await page.setViewportSize(viewport);
          await fee.evaluate((element) => element.scrollIntoView({ block: "center" }));
          await screenshot(page, `transactions-fee-${width}-${language}`);
        }
        await page.close();
      }
    },
  );

  it(
    "asks before a move that cannot be undone, at 1440 and 375 px, in English and Indonesian",
    { timeout: 180_000 },
    async () => {
      for (const { language: lang, viewport, width } of languagesAndWidths()) {
        const texts = (lang === "en" ? en : id) as typeof en;
        const page = await openSignedIn(ADMIN, "/transactions", { viewport, language: lang });
        // A new order, waiting for payment: it may still be cancelled.
        await page.getByRole("button", { name: texts.demo.button }).click();
        await page.waitForURL(/\/transactions\/trx-/, { timeout: 20_000 });
        await page.getByTestId("transaction-summary").waitFor();
        const code = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
        const form = page.getByRole("form", { name: texts.move.title });
        await form
          .locator("label.ant-radio-button-wrapper", { hasText: texts.status.CANCELLED })
          .click();
        await form
          .getByLabel(texts.move.note)
          .fill(lang === "en" ? "The customer changed their mind" : "Pelanggan berubah pikiran");
        await form.getByRole("button", { name: texts.move.submit }).click();
        const confirm = page.getByRole("dialog", {
          name: texts.move.confirmTitle
            .replace("{{code}}", code)
            .replace("{{status}}", texts.status.CANCELLED),
        });
        await confirm
          .getByText(texts.move.confirmText.replace("{{status}}", texts.status.CANCELLED))
          .waitFor({ timeout: 20_000 });
        await screenshot(page, `transactions-cancel-confirm-${width}-${lang}`);
        // Keeping it changes nothing: the order still waits for payment.
        await confirm.getByRole("button", { name: texts.move.confirmCancel }).click();
        await confirm.waitFor({ state: "hidden" });
        expect(await page.getByTestId("transaction-summary").textContent()).toContain(
          texts.status.WAITING_PAYMENT,
        );
        await page.close();
      }
    },
  );
});
