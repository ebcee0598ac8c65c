import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "../stored-session";
import { choose, DESKTOP, languagesAndWidths, screenshot, visit } from "../support";

/**
 * The admin and customer journeys of issue 13 as admin@demo.test: search and filter the admin list
 * (kept in the URL), create an admin, change their email by code (read from the demo outbox), send a
 * customer the forgot-password mail, and a role without the permission gets the 403 page. Screens at
 * 1440 and 375 px, in English and Indonesian.
 */

const ADMIN = "admin@demo.test";

const rows = (page: Page) => page.locator("tr[data-row-key]");

describe("admins and customers", () => {
  it(
    "searches and filters the admin list in the URL, creates an admin and changes their email by code",
    { timeout: 180_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/admin", { viewport: DESKTOP });
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(20);
      await choose(page, "Role", "Catalog Staff");
      await expect.poll(() => decodeURIComponent(page.url())).toContain("rol-catalog");
      await expect
        .poll(async () => {
          const roles = await rows(page).locator("td").allInnerTexts();
          return roles.includes("Catalog Staff") && !roles.includes("Super Admin");
        })
        .toBe(true);
      await page.getByPlaceholder("Search name, email or phone").fill("citra");
      await page.getByPlaceholder("Search name, email or phone").press("Enter");
      await expect.poll(() => decodeURIComponent(page.url())).toContain("citra");
      await expect.poll(() => rows(page).filter({ hasText: "catalog@demo.test" }).count()).toBe(1);
      // The URL reproduces the view.
      await page.reload();
      await expect.poll(() => rows(page).filter({ hasText: "catalog@demo.test" }).count()).toBe(1);

      // Create an admin.
      const stamp = Date.now().toString(36);
      const email = `dewi.${stamp}@optikprima.co.id`;
      await visit(page, "/admin/add");
      await page.getByLabel("First name", { exact: true }).fill("Dewi");
      await page.getByLabel("Last name", { exact: true }).fill("Anggraini");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Phone", { exact: true }).fill("+62 812 7788 9900");
      await choose(page, "Role", "Marketing Staff");
      await page.getByLabel("New Password", { exact: true }).fill("Rahasia2026!");
      await page.getByLabel("Retype New Password", { exact: true }).fill("Rahasia2026!");
      await page.locator(".refine-save-button").click();
      await page.waitForURL(/\/admin\/usr-[^/]+$/, { timeout: 20_000 });
      await expect
        .poll(() => page.getByRole("heading", { name: "Dewi Anggraini" }).count())
        .toBe(1);
      const showPath = new URL(page.url()).pathname;

      // Edit: a new email waits for the code sent to it (the demo shows the mail from its outbox).
      await visit(page, `${showPath}/edit`);
      const newEmail = `dewi.baru.${stamp}@optikprima.co.id`;
      await expect.poll(() => page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
      await page.getByLabel("Email", { exact: true }).fill(newEmail);
      await page.getByRole("button", { name: "Send code" }).click();
      const demoMail = page.locator(".ant-alert", { hasText: "Demo: the email that was sent" });
      await expect.poll(() => demoMail.count(), { timeout: 15_000 }).toBe(1);
      const code = /code is (\d{6})/.exec(await demoMail.innerText())![1]!;
      await page.getByLabel("Verification code", { exact: true }).fill(code);
      await screenshot(page, "users-admin-edit-email-code-1440-en", true);
      await page.locator(".refine-save-button").click();
      await page.waitForURL((url) => url.pathname === showPath, { timeout: 20_000 });
      await expect.poll(() => page.getByText(newEmail).count(), { timeout: 15_000 }).toBe(1);
    },
  );

  it("sends a customer the forgot-password email from the row and says so", async () => {
    const page = await openSignedIn(ADMIN, "/customer", { viewport: DESKTOP });
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(20);
    const first = rows(page).first();
    const email = (await first.locator("td").nth(2).innerText()).trim();
    await first.getByRole("button", { name: /^More actions for / }).click();
    await page.getByRole("menuitem", { name: "Send forgot-password email" }).click();
    await expect
      .poll(() => page.getByText(`A password-reset email has been sent to ${email}.`).count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  });

  it("shows the 403 page to a role without the admin permission", async () => {
    const page = await openSignedIn("catalog@demo.test", "/admin", { viewport: DESKTOP });
    await expect
      .poll(() => page.getByText(/You don't have permission to open this page/).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0);
  });

  it(
    "the admin list and a customer's page at 1440 and 375 px, in English and Indonesian",
    { timeout: 180_000 },
    async () => {
      for (const { language: lang, viewport, width } of languagesAndWidths()) {
        const page = await openSignedIn(ADMIN, "/admin", { viewport, language: lang });
        await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(20);
        await screenshot(page, `users-admin-list-${width}-${lang}`);
        await visit(page, "/customer/usr-c-1");
        const summary = lang === "en" ? "Purchases and points" : "Pembelian dan poin";
        await expect
          .poll(() => page.getByRole("heading", { name: summary }).count(), { timeout: 20_000 })
          .toBe(1);
        await expect.poll(() => page.locator(".ant-skeleton").count()).toBe(0);
        await screenshot(page, `users-customer-show-${width}-${lang}`, true);
        await page.close();
      }
    },
  );
});
