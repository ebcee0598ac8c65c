import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/search.json";
import id from "../../locales/id/search.json";
import { apiReady } from "./demo-api-ready";
import { openSignedIn } from "./stored-session";
import { DESKTOP, languagesAndWidths, MOBILE, screenshot } from "./support";

/**
 * Find anything in Chromium on the production build: Ctrl+K from a page, a customer found by a phone
 * number typed another way than stored, a transaction by its code, a page by its menu name, and the
 * catalogue staff who may not list customers (nothing found, and the API refuses the kind). On a phone
 * the dialog fills the screen. Screenshots at 1440 and 375 px, in English and Indonesian.
 */
const TEXTS = { en, id } as const;

/** Calls the demo API from the page with the signed-in session's token. */
const call = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const session = JSON.parse(localStorage.getItem("session") ?? "null") as { token: string };
    const answer = await fetch(`/api${path}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    return { status: answer.status, body: await answer.json() };
  }, path) as Promise<{
    status: number;
    body: { message: string; payload: Record<string, unknown> };
  }>;

interface Customer {
  userId: string;
  name: string;
  phone: string;
}
async function aCustomer(page: Page): Promise<Customer> {
  const answer = await call(page, "/users?userType=CUSTOMER&_start=0&_end=20");
  const customers = answer.body.payload.results as Customer[];
  return customers.find((customer) => customer.phone.startsWith("+628"))!;
}

async function openSearch(page: Page, lang: "en" | "id") {
  await page
    .getByRole("button", { name: lang === "en" ? "Search" : "Cari", exact: true })
    .waitFor();
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: TEXTS[lang].title });
  await dialog.waitFor();
  return dialog;
}

describe("Find anything", () => {
  it(
    "finds a customer by a phone typed another way, a transaction by its code and a page by its name",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn("admin@demo.test", "/products", { viewport: DESKTOP });
      await apiReady(page);
      const customer = await aCustomer(page);
      let dialog = await openSearch(page, "en");
      const box = dialog.getByRole("combobox", { name: en.label });
      // Stored as +62812…, typed as 0812-… with dashes.
      const national = `0${customer.phone.slice(3)}`;
      await box.fill(`${national.slice(0, 4)}-${national.slice(4, 8)}-${national.slice(8)}`);
      const customers = dialog.getByRole("group", { name: "Customer" });
      await expect
        .poll(() => customers.getByRole("option").first().textContent(), { timeout: 20_000 })
        .toContain(customer.name);
      await screenshot(page, "search-customer-1440-en");
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/customer/${customer.userId}`);
      await page.getByRole("heading", { name: customer.name }).waitFor({ timeout: 20_000 });

      // A transaction by its code: Enter opens it.
      const list = await call(page, "/transactions?_start=0&_end=1");
      const transaction = (
        list.body.payload.results as { transactionId: string; transactionCode: string }[]
      )[0]!;
      dialog = await openSearch(page, "en");
      await dialog.getByRole("combobox").fill(transaction.transactionCode);
      await expect
        .poll(
          () =>
            dialog
              .getByRole("group", { name: "Transaction" })
              .getByRole("option")
              .first()
              .textContent(),
          { timeout: 20_000 },
        )
        .toContain(transaction.transactionCode);
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/transactions/${transaction.transactionId}`);

      // "wallet" is the Wallet Points page.
      dialog = await openSearch(page, "en");
      await dialog.getByRole("combobox").fill("wallet");
      await dialog
        .getByRole("group", { name: en.pages })
        .getByRole("option", { name: /Wallet Points/ })
        .waitFor();
      await page.keyboard.press("Enter");
      // By its path: the list may already have written its paging into the address.
      await page.waitForURL((url) => url.pathname === "/wallet-points");

      // Opened again, the box is empty and shows what was opened last; Esc closes.
      dialog = await openSearch(page, "en");
      await dialog.getByRole("group", { name: en.recentRecords }).waitFor();
      await screenshot(page, "search-recent-1440-en");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    },
  );

  it(
    "the catalogue staff find no customer, and the API refuses the kind",
    { timeout: 90_000 },
    async () => {
      const admin = await openSignedIn("admin@demo.test", "/dashboard", { viewport: DESKTOP });
      await apiReady(admin);
      const customer = await aCustomer(admin);
      await admin.close();

      const page = await openSignedIn("catalog@demo.test", "/products", { viewport: DESKTOP });
      await apiReady(page);
      const dialog = await openSearch(page, "en");
      await dialog.getByRole("combobox").fill(customer.phone);
      await dialog.getByText(`No results for “${customer.phone}”.`).waitFor({ timeout: 20_000 });
      expect(await dialog.getByRole("group", { name: "Customer" }).count()).toBe(0);
      const refused = await call(
        page,
        `/search?q=${encodeURIComponent(customer.phone)}&kinds=customers`,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(
        /^You do not have permission to do this\. Missing permission: /,
      );
    },
  );

  for (const { language: lang, viewport, width } of languagesAndWidths())
    it(
      `opens full screen on a phone, as a dialog on a desktop (${lang}, ${width} px)`,
      { timeout: 90_000 },
      async () => {
        const page = await openSignedIn("admin@demo.test", "/dashboard", {
          viewport,
          language: lang,
        });
        await apiReady(page);
        await screenshot(page, `search-header-${width}-${lang}`);
        const dialog = await openSearch(page, lang);
        await dialog.getByRole("combobox").fill("optik");
        await dialog.getByRole("option").first().waitFor({ timeout: 20_000 });
        // Its box once the opening zoom has ended (measured during it, it is still growing).
        await dialog.evaluate((element) =>
          Promise.allSettled(
            element.getAnimations({ subtree: true }).map((animation) => animation.finished),
          ),
        );
        const box = (await dialog.boundingBox())!;
        if (viewport === MOBILE) {
          expect(box.x).toBeLessThanOrEqual(1);
          expect(box.width).toBeGreaterThanOrEqual(MOBILE.width - 2);
          expect(box.height).toBeGreaterThanOrEqual(MOBILE.height - 2);
        } else expect(box.width).toBeLessThan(DESKTOP.width / 2);
        await screenshot(page, `search-results-${width}-${lang}`);
      },
    );
});
