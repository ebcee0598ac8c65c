import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dragRowOnto } from "../drag";
import { settle } from "../settle";
import { openSignedIn } from "../stored-session";
import { DESKTOP, firstRowShown, MOBILE, screenshot, visit } from "../support";

/**
 * The FAQ list of issue 17 as admin@demo.test: a question dragged above another by its handle keeps
 * its place after a reload; the list at 1440 and 375 px in English and Indonesian. The same for a FAQ
 * group dragged on the group list.
 */

const ADMIN = "admin@demo.test";

const questionsOf = (page: Page, group: string) =>
  page
    .getByRole("table", { name: `FAQs in ${group}` })
    .locator("tr[data-row-key]")
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector("td:nth-child(3)")?.textContent?.trim() ?? ""),
    );

/** The ids of a table's rows, top to bottom. */
const rowKeys = (page: Page, table: string) =>
  page
    .getByRole("table", { name: table })
    .locator("tr[data-row-key]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-row-key")));

describe("FAQ", () => {
  it(
    "drags a question above another, and the order stays after a reload",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/faqs", { viewport: DESKTOP });
      const orders = page.getByRole("table", { name: "FAQs in Orders" });
      await orders.locator("tr[data-row-key]").first().waitFor({ timeout: 20_000 });
      await settle(page);
      expect(await questionsOf(page, "Orders")).toEqual([
        "How do I track my order?",
        "Can I change my order after paying?",
        "Can I cancel an order?",
      ]);

      await dragRowOnto(
        page,
        orders.getByRole("button", { name: "Move Can I cancel an order?" }),
        orders.locator("tr[data-row-key]").first(),
      );

      await page.getByText("The new order of Orders is saved.").waitFor({ timeout: 15_000 });
      const moved = [
        "Can I cancel an order?",
        "How do I track my order?",
        "Can I change my order after paying?",
      ];
      await expect.poll(() => questionsOf(page, "Orders"), { timeout: 15_000 }).toEqual(moved);

      await page.reload();
      await firstRowShown(page, "FAQs in Orders");
      expect(await questionsOf(page, "Orders")).toEqual(moved);
      await settle(page);
      await screenshot(page, "faq-list-1440-en");
    },
  );

  it(
    "drags a FAQ group above another, and the order stays after a reload",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/faq-group", { viewport: DESKTOP });
      const groups = page.getByRole("table", { name: "FAQ groups" });
      await groups.locator("tr[data-row-key]").first().waitFor({ timeout: 20_000 });
      await settle(page);
      expect(await rowKeys(page, "FAQ groups")).toEqual([
        "fgr-1",
        "fgr-2",
        "fgr-3",
        "fgr-4",
        "fgr-5",
        "fgr-6",
      ]);

      await dragRowOnto(
        page,
        groups.getByRole("button", { name: "Move Eye Test", exact: true }),
        groups.locator("tr[data-row-key]").first(),
      );
      await page
        .getByText("The new order of the FAQ groups is saved.")
        .waitFor({ timeout: 15_000 });
      const moved = ["fgr-4", "fgr-1", "fgr-2", "fgr-3", "fgr-5", "fgr-6"];
      await expect.poll(() => rowKeys(page, "FAQ groups"), { timeout: 15_000 }).toEqual(moved);

      await page.reload();
      await groups.locator("tr[data-row-key]").first().waitFor({ timeout: 20_000 });
      expect(await rowKeys(page, "FAQ groups")).toEqual(moved);
      await settle(page);
      await screenshot(page, "faq-groups-reordered-1440-en");
      // The FAQ list shows its groups' cards in the new order too.
      await visit(page, page.url().replace(/\/faq-group.*$/, "/faqs"));
      await page.getByRole("table", { name: "FAQs in Eye Test" }).waitFor({ timeout: 20_000 });
      expect((await page.getByRole("heading", { level: 2 }).allTextContents()).slice(0, 2)).toEqual(
        ["Eye Test", "Orders"],
      );
    },
  );

  it(
    "opens a FAQ's form with both answers in the rich-text editor, and the groups",
    {
      timeout: 90_000,
    },
    async () => {
      const page = await openSignedIn(ADMIN, "/faqs/faq-4/edit", { viewport: DESKTOP });
      const english = page.getByLabel("Answer (English)", { exact: true });
      await english.first().waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.getByText("Virtual accounts, e-wallets, QRIS").count(), {
          timeout: 15_000,
        })
        .toBe(1);
      await settle(page);
      await screenshot(page, "faq-form-1440-en", true);

      await visit(page, page.url().replace(/\/faqs\/.*$/, "/faq-group"));
      await page
        .getByRole("table", { name: "FAQ groups" })
        .locator("tr[data-row-key]")
        .first()
        .waitFor({
          timeout: 20_000,
        });
      await settle(page);
      await screenshot(page, "faq-groups-1440-en");
    },
  );

  it("shows the list on a phone in English", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/faqs", { viewport: MOBILE });
    await page.getByRole("table", { name: "FAQs in Orders" }).waitFor({ timeout: 20_000 });
    await settle(page);
    await screenshot(page, "faq-list-375-en");
  });

  it("shows the list in Indonesian at 1440 and 375 px", { timeout: 120_000 }, async () => {
    for (const [viewport, name] of [
      [DESKTOP, "faq-list-1440-id"],
      [MOBILE, "faq-list-375-id"],
    ] as const) {
      const page = await openSignedIn(ADMIN, "/faqs", { viewport, language: "id" });
      await page.getByRole("table", { name: "FAQ di Pesanan" }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole("heading", { name: "Pesanan", exact: true }).count()).toBe(1);
      expect(await page.getByPlaceholder("Cari pertanyaan dan jawaban").count()).toBe(1);
      expect(
        await page
          .getByRole("link", {
            name: "Bagaimana cara melacak pesanan saya?",
            exact: true,
          })
          .count(),
      ).toBe(1);
      await settle(page);
      await screenshot(page, name);
    }
  });
});
