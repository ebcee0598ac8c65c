import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settle } from "../settle";
import { openSignedIn } from "../stored-session";
import { DESKTOP, MOBILE, screenshot } from "../support";

/**
 * The user devices page of issue 13 as admin@demo.test: find a phone, revoke it after the
 * confirmation, see the row say so (and still say so after a reload); the list on a phone in Indonesian.
 */

const ADMIN = "admin@demo.test";

const rows = (page: Page) => page.locator("tr[data-row-key]");

describe("user devices", () => {
  it(
    "revokes a device after a confirmation, and the row says so",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/user-device", { viewport: DESKTOP });
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await settle(page);
      await screenshot(page, "devices-list-1440-en");
      // On a desktop screen a row's Revoke is in reach without scrolling the table sideways.
      const firstRevoke = page.getByRole("button", { name: /^Revoke / }).first();
      expect(
        await firstRevoke.evaluate((button) => {
          const table = button.closest(".ant-table-content")!.getBoundingClientRect();
          const own = button.getBoundingClientRect();
          return own.left >= table.left && own.right <= table.right;
        }),
      ).toBe(true);

      // A phone of the mobile app that is still signed in.
      await page
        .getByLabel("Platform", { exact: true })
        .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-select ')][1]")
        .click();
      await page
        .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
        .getByTitle("Android", { exact: true })
        .click();
      await expect.poll(() => decodeURIComponent(page.url())).toContain("[value]=android");
      // The URL changes first: pick a row once the table shows only Android devices.
      await expect
        .poll(async () => {
          const texts = await rows(page).allInnerTexts();
          return texts.length > 0 && texts.every((text) => text.includes("Android"));
        })
        .toBe(true);
      const target = rows(page).filter({ hasText: "Signed in" }).first();
      const deviceId = await target.getAttribute("data-row-key");
      const search = page.getByPlaceholder("Search device name or ID");
      await search.fill(deviceId!);
      await search.press("Enter");
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
      const row = rows(page).first();
      await expect.poll(() => row.textContent()).toContain("Signed in");

      await row.getByRole("button", { name: /^Revoke / }).click();
      const confirm = page.locator(".ant-popover:not(.ant-popover-hidden)");
      await expect.poll(() => confirm.textContent()).toContain("The device is signed out");
      await screenshot(page, "devices-revoke-confirm-1440-en");
      await confirm.getByRole("button", { name: "Revoke", exact: true }).click();

      await expect
        .poll(() => row.textContent(), { timeout: 15_000 })
        .toMatch(/Revoked on \d\d\/\d\d\/\d{4} \d\d:\d\d by Alice Admin/);
      expect(await row.getByRole("button", { name: /^Revoke / }).count()).toBe(0);
      expect(
        await page.getByText("is signed out and will get no more push notifications").count(),
      ).toBe(1);
      await settle(page);
      await screenshot(page, "devices-revoked-1440-en");

      await page.reload();
      await expect
        .poll(() => rows(page).first().textContent(), { timeout: 20_000 })
        .toMatch(/Revoked on .* by Alice Admin/);
    },
  );

  it("shows the list on a phone in Indonesian", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/user-device", { viewport: MOBILE, language: "id" });
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await page.getByRole("heading", { name: "Perangkat Pengguna" }).count()).toBe(1);
    expect(await page.getByPlaceholder("Cari nama atau ID perangkat").count()).toBe(1);
    await settle(page);
    await screenshot(page, "devices-list-375-id");
  });
});
