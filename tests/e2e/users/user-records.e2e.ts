import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settle } from "../settle";
import { openSignedIn } from "../stored-session";
import { DESKTOP, MOBILE, screenshot, visit } from "../support";

/**
 * A customer's address book and eye prescriptions on their show page (issue 13), and the prescription
 * checker loading the prescription just saved there.
 */

const ADMIN = "admin@demo.test";

/** Opens the first customer of the list (newest first) and answers their name and page path. */
async function openFirstCustomer(page: Page) {
  const first = page.locator("tr[data-row-key]").first();
  await first.waitFor({ timeout: 20_000 });
  const name = (await first.locator("a").first().textContent())!.trim();
  await first.locator("a").first().click();
  await page.waitForURL(/\/customer\/usr-[^/]+$/, { timeout: 20_000 });
  await page.getByRole("heading", { name: "Addresses" }).waitFor({ timeout: 20_000 });
  return { name, path: new URL(page.url()).pathname };
}

describe("a customer's addresses and prescriptions", () => {
  it(
    "adds a prescription on the customer's page, sees it first, and loads it into the prescription checker",
    { timeout: 180_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/customer", { viewport: DESKTOP });
      const { name } = await openFirstCustomer(page);

      const history = page.getByRole("table", { name: "Eye prescriptions" });
      await page.getByRole("button", { name: "Add prescription" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("SPH Right (R)", { exact: true }).fill("-3.25");
      await dialog.getByLabel("CYL Right (R)", { exact: true }).fill("-1.5");
      await dialog.getByLabel("AXIS Right (R)", { exact: true }).fill("175");
      await dialog.getByLabel("SPH Left (L)", { exact: true }).fill("-2.75");
      await dialog.getByLabel("PD (mm)", { exact: true }).fill("63.5");
      await dialog.getByLabel("Examiner", { exact: true }).fill("Rina, optometris");
      await dialog.getByLabel("Note", { exact: true }).fill("Kontrol e2e");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Prescription added.").waitFor({ timeout: 15_000 });
      await expect
        .poll(() => history.locator("tbody tr.ant-table-row").first().textContent(), {
          timeout: 15_000,
        })
        .toContain("-3.25");
      await settle(page);
      await screenshot(page, "users-customer-records-1440-en", true);

      // The checker finds the customer and loads the prescription saved a moment ago.
      await visit(page, "/simulate-prescription-checker");
      const customer = page.getByRole("combobox", { name: "Load from customer" });
      await customer.click();
      await customer.fill(name.split(" ")[0]!);
      await page
        .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
        .filter({ hasText: name })
        .first()
        .click();
      await page.getByRole("combobox", { name: "Saved prescription" }).click();
      await page
        .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
        .filter({ hasText: "Kontrol e2e" })
        .click();
      await expect
        .poll(() => page.getByLabel("SPH Right eye (R)", { exact: true }).inputValue())
        .toBe("-3.25");
      expect(await page.getByLabel("AXIS Right eye (R)", { exact: true }).inputValue()).toBe("175");
    },
  );

  it("shows the address book and prescriptions on a phone, in Indonesian", async () => {
    const page = await openSignedIn(ADMIN, "/customer", { viewport: MOBILE, language: "id" });
    const first = page.locator("tr[data-row-key]").first();
    await first.waitFor({ timeout: 20_000 });
    await first.locator("a").first().click();
    await page.waitForURL(/\/customer\/usr-[^/]+$/, { timeout: 20_000 });
    await page.getByRole("heading", { name: "Alamat" }).waitFor({ timeout: 20_000 });
    await settle(page);
    await screenshot(page, "users-customer-records-375-id", true);
  });
});
