import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "../stored-session";
import en from "../../../locales/en/loyalty.json";
import id from "../../../locales/id/loyalty.json";
import { baseUrl, DESKTOP, languagesAndWidths, screenshot, visit } from "../support";

/**
 * Loyalty, as admin@demo.test: add 500 points to a customer and see ledger and balance; claim a
 * reward for them (points deducted, stock lowered, the claim on the reward's page); archive the
 * reward and find it in the archive. Then the screenshots of a programme with its tiers, a wallet
 * with its ledger and the claim dialog at 1440 and 375 px in English and Indonesian.
 */

const ADMIN = "admin@demo.test";
const WALLET = "wp-1"; // the first customer's wallet, in Optik Prima Rewards (seeded)
const REWARD = "rwd-1"; // Free Hard Case: 500 points, every tier, in stock (seeded)
const PROGRAMME = "lyl-1";
/** An active customer with no wallet (one in ten customers is not a member; seeded). */
const NOT_A_MEMBER = "Kartika Siregar";

const points = (value: number) => new Intl.NumberFormat("id-ID").format(value);
const digits = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function balanceOf(page: Page) {
  const statistic = page.locator(".ant-statistic").first();
  await statistic.waitFor({ timeout: 20_000 });
  return digits(await statistic.locator(".ant-statistic-content-value").textContent());
}

describe("loyalty", () => {
  it(
    "adds points, claims a reward with them, and archives the reward",
    { timeout: 180_000 },
    async () => {
      const page = await openSignedIn(ADMIN, `/wallet-points/${WALLET}`, { viewport: DESKTOP });
      // The statistics show once the wallet has loaded; then the title is the customer's name.
      const before = await balanceOf(page);
      const customer = (await page
        .getByRole("heading", { level: 1 })
        .first()
        .textContent())!.trim();

      await page.getByRole("button", { name: "Add points" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Points").fill("500");
      await dialog.getByLabel("Reason").fill("Welcome back gift");
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog
        .getByText(
          `Add 500 points to ${customer}? The new balance will be ${points(before + 500)} points.`,
        )
        .waitFor();
      await dialog.getByRole("button", { name: "Add points" }).click();
      await page.getByText(`500 points added to ${customer}.`).waitFor({ timeout: 20_000 });
      await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(before + 500);
      const ledger = page.getByRole("table", { name: "Ledger" });
      const added = ledger.getByRole("row").filter({ hasText: "Welcome back gift" });
      await added.waitFor({ timeout: 20_000 });
      expect(await added.textContent()).toContain("+500");
      expect(await added.textContent()).toContain(points(before + 500));

      // Claim the reward for that customer.
      await visit(page, `/rewards/${REWARD}`);
      // The "Stock" row of the reward's details: its value cell.
      const stockCell = page
        .locator(".ant-descriptions-item-label", { hasText: /^Stock$/ })
        .locator("xpath=following-sibling::*[1]");
      await stockCell.waitFor({ timeout: 20_000 });
      const stock = digits(await stockCell.textContent());
      await page.getByRole("button", { name: "Claim for a customer" }).click();
      const claim = page.getByRole("dialog");
      await claim.getByRole("searchbox").fill(customer);
      await claim.getByRole("searchbox").press("Enter");
      await claim
        .getByRole("button", { name: `Choose ${customer}` })
        .first()
        .click();
      const confirm = claim.getByRole("button", { name: `Claim for ${customer} (500 points)` });
      await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true);
      await confirm.click();
      await claim.getByText(`Claimed for ${customer}`).waitFor({ timeout: 20_000 });
      await claim.getByRole("button", { name: "Done" }).click();
      await expect
        .poll(async () => digits(await stockCell.textContent()), { timeout: 20_000 })
        .toBe(stock - 1);
      await page
        .getByRole("table", { name: "Claims" })
        .getByRole("row")
        .filter({ hasText: customer })
        .first()
        .waitFor({ timeout: 20_000 });

      // The points were deducted: the wallet's balance and its REDEEM entry.
      await visit(page, `/wallet-points/${WALLET}`);
      await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(before);
      await page
        .getByRole("table", { name: "Ledger" })
        .getByRole("row")
        .filter({ hasText: "Reward: Free Hard Case" })
        .first()
        .waitFor({ timeout: 20_000 });

      // Archive the reward; it is in the archive.
      await visit(page, `/rewards/${REWARD}`);
      await page.getByRole("button", { name: "Archive Free Hard Case" }).click();
      await page
        .locator(".ant-popover")
        .getByRole("button", { name: "Archive", exact: true })
        .click();
      await page.getByText("Free Hard Case is archived.").waitFor({ timeout: 20_000 });
      await visit(page, "/rewards/archive");
      await page
        .getByRole("table", { name: "Archived rewards" })
        .getByRole("link", { name: "Free Hard Case", exact: true })
        .waitFor({ timeout: 20_000 });
      await page.close();
    },
  );

  it(
    "a programme with its tiers, a wallet with its ledger and the claim dialog at 1440 and 375 px, in English and Indonesian",
    { timeout: 240_000 },
    async () => {
      for (const { language: lang, viewport, width } of languagesAndWidths()) {
        const page = await openSignedIn(ADMIN, `/loyalty/${PROGRAMME}`, {
          viewport,
          language: lang,
        });
        await page
          .getByRole("table", { name: lang === "en" ? "Tiers" : "Tingkatan" })
          .getByText("Platinum")
          .waitFor({ timeout: 20_000 });
        await expect.poll(() => page.locator(".ant-skeleton, .ant-spin-spinning").count()).toBe(0);
        await screenshot(page, `loyalty-programme-show-${width}-${lang}`, true);

        await visit(page, `/wallet-points/${WALLET}`);
        const ledger = page.getByRole("table", {
          name: lang === "en" ? "Ledger" : "Buku besar poin",
        });
        await ledger.locator("tbody tr[data-row-key]").first().waitFor({ timeout: 20_000 });
        const customer = (await page
          .getByRole("heading", { level: 1 })
          .first()
          .textContent())!.trim();
        await screenshot(page, `loyalty-wallet-show-${width}-${lang}`, true);

        await visit(page, "/rewards/rwd-2");
        await page
          .getByRole("button", {
            name: lang === "en" ? "Claim for a customer" : "Klaim untuk pelanggan",
          })
          .click();
        const claim = page.getByRole("dialog");
        await claim.getByRole("searchbox").fill(customer);
        await claim.getByRole("searchbox").press("Enter");
        await claim
          .getByRole("button", { name: lang === "en" ? `Choose ${customer}` : `Pilih ${customer}` })
          .first()
          .click();
        await claim
          .getByRole("list", { name: lang === "en" ? "What the claim needs" : "Syarat klaim" })
          .waitFor({ timeout: 20_000 });
        await screenshot(page, `loyalty-claim-dialog-${width}-${lang}`);
        await page.close();
      }
    },
  );

  it(
    "a wallet's balance is its newest ledger entry's balance, and both stay as they were after a reload",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, `/wallet-points/wp-2`, { viewport: DESKTOP });
      const ledger = page.getByRole("table", { name: "Ledger" });
      /** The balance card, and the newest ledger row's time and balance after (columns 1 and 4). */
      const read = async () => {
        const first = ledger.locator("tbody tr[data-row-key]").first();
        await first.waitFor({ timeout: 20_000 });
        const cells = first.getByRole("cell");
        return {
          balance: await balanceOf(page),
          when: (await cells.nth(0).textContent())!.trim(),
          after: digits(await cells.nth(3).textContent()),
        };
      };
      const wallets = ["wp-2", "wp-5", "wp-21", "wp-33"];
      const wpIdIndex = (wpId: string) => wallets.indexOf(wpId);
      for (const wpId of wallets) {
        if (wpId !== "wp-2") await page.goto(`${baseUrl()}/wallet-points/${wpId}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        const shown = await read();
        expect(shown.after, wpId).toBe(shown.balance);
        // A reload minutes later seeds the demo again from the same moment: the same times, the
        // same balance (it seeded from the minute of each load, so the times moved).
        await page.clock.setSystemTime(new Date(Date.now() + (wpIdIndex(wpId) + 1) * 5 * 60_000));
        await page.reload();
        await expect.poll(read, { timeout: 20_000 }).toEqual(shown);
      }
      await page.close();
    },
  );

  it(
    "a claim refused in words (a customer with no wallet), at 1440 and 375 px, in English and Indonesian",
    { timeout: 180_000 },
    async () => {
      for (const { language: lang, viewport, width } of languagesAndWidths()) {
        const texts = (lang === "en" ? en : id) as typeof en;
        const page = await openSignedIn(ADMIN, `/rewards/rwd-2`, { viewport, language: lang });
        await page.getByRole("button", { name: texts.claim.button }).click();
        const claim = page.getByRole("dialog");
        await claim.getByRole("searchbox").fill(NOT_A_MEMBER);
        await claim.getByRole("searchbox").press("Enter");
        await claim
          .getByRole("button", { name: texts.claim.pickNamed.replace("{{name}}", NOT_A_MEMBER) })
          .first()
          .click();
        await claim.getByText(texts.claim.rules.HAS_WALLET.no).waitFor({ timeout: 20_000 });
        // Nothing can be claimed for them: the confirm button stays disabled.
        const confirm = claim.locator(".ant-modal-footer button.ant-btn-primary");
        expect(await confirm.isDisabled()).toBe(true);
        await screenshot(page, `loyalty-claim-refused-${width}-${lang}`);
        await page.close();
      }
    },
  );
});
