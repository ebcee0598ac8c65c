import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "../stored-session";
import { DESKTOP, MOBILE, screenshot } from "../support";

/**
 * The settings pages of the configuration area as admin@demo.test: Shipment (three Express couriers
 * and one Instant, saved and still there after a reload), the eye-test constants and the Omnicare
 * links each saved once; screenshots of the shipment page at 1440 and 375 px in en and id.
 */

const ADMIN = "admin@demo.test";

const courier = (page: Page, group: string, name: RegExp) =>
  page.getByRole("group", { name: group }).getByRole("checkbox", { name });

async function setChecked(page: Page, group: string, name: RegExp, checked: boolean) {
  const box = courier(page, group, name);
  if ((await box.isChecked()) !== checked) await box.click();
}

const saved = (page: Page) => page.getByText("Settings saved.").first().waitFor();

describe("configuration settings", () => {
  it(
    "chooses three Express couriers and one Instant, saves, and sees them after a reload",
    { timeout: 120_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/config-shipment", { viewport: DESKTOP });
      await page.getByRole("heading", { name: "Shipment" }).waitFor();
      const express = page.getByRole("group", { name: "Express couriers" });
      await express.getByRole("checkbox").first().waitFor();
      const chosen = [/^TIKI/, /^Lion Parcel/, /^NCS/];
      for (const box of await express.getByRole("checkbox").all())
        if (await box.isChecked()) await box.click();
      for (const name of chosen) await setChecked(page, "Express couriers", name, true);
      for (const name of [/^GoSend/, /^GrabExpress/])
        await setChecked(page, "Instant couriers", name, false);
      await setChecked(page, "Instant couriers", /^Borzo/, true);
      await page.getByRole("button", { name: "Save" }).click();
      await saved(page);
      await page.getByText(/by Alice Admin\.$/).waitFor();

      await page.reload();
      await express.getByRole("checkbox").first().waitFor();
      for (const name of chosen)
        expect(await courier(page, "Express couriers", name).isChecked()).toBe(true);
      expect(await express.getByRole("checkbox", { checked: true }).count()).toBe(3);
      expect(await courier(page, "Instant couriers", /^Borzo/).isChecked()).toBe(true);
      expect(
        await page
          .getByRole("group", { name: "Instant couriers" })
          .getByRole("checkbox", { checked: true })
          .count(),
      ).toBe(1);
      await screenshot(page, "config-shipment-1440-en", true);
    },
  );

  it("saves the eye-test constants once", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/config-eye-test-constant", { viewport: DESKTOP });
    const input = page.getByLabel("B myopia", { exact: true });
    await input.waitFor();
    await input.fill("1.25");
    await page.getByText("Saved value: 0.75 D (your change is not saved yet)").waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await saved(page);
    await page.reload();
    await page.getByLabel("B myopia", { exact: true }).waitFor();
    expect(await page.getByLabel("B myopia", { exact: true }).inputValue()).toBe("1.25");
    await screenshot(page, "config-eye-test-constant-1440-en", true);
  });

  it(
    "adds an Omnicare link, moves it to the top, and saves once",
    { timeout: 90_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/config-omnicare-links", { viewport: DESKTOP });
      await page.getByRole("group", { name: "Link 1" }).waitFor();
      const before = await page.getByRole("group", { name: /^Link \d+$/ }).count();
      await page.getByRole("button", { name: "Add link" }).click();
      const row = page.getByRole("group", { name: `Link ${before + 1}` });
      await row.getByLabel("Key", { exact: true }).fill("tiktok");
      await row.getByLabel("Label", { exact: true }).fill("TikTok");
      await row.getByLabel("URL", { exact: true }).fill("http://tiktok.com/@optikprima");
      await page.getByRole("button", { name: "Save" }).click();
      await row.getByText("Enter a full https:// address.").waitFor();
      await row.getByLabel("URL", { exact: true }).fill("https://www.tiktok.com/@optikprima");
      const tryLink = row.getByRole("link", { name: /^Try link/ });
      expect(await tryLink.getAttribute("href")).toBe("https://www.tiktok.com/@optikprima");
      expect(await tryLink.getAttribute("target")).toBe("_blank");

      // Up to the top, one step at a time.
      for (let n = before + 1; n > 1; n -= 1)
        await page.getByRole("button", { name: `Move link ${n} up` }).click();
      expect(
        await page
          .getByRole("group", { name: "Link 1" })
          .getByLabel("Key", { exact: true })
          .inputValue(),
      ).toBe("tiktok");
      await page.getByRole("button", { name: "Save" }).click();
      await saved(page);
      await page.reload();
      await page.getByRole("group", { name: "Link 1" }).waitFor();
      expect(
        await page
          .getByRole("group", { name: "Link 1" })
          .getByLabel("Label", { exact: true })
          .inputValue(),
      ).toBe("TikTok");
      await screenshot(page, "config-omnicare-links-1440-en", true);
    },
  );

  it("shows the shipment page at 1440 and 375 px in en and id", { timeout: 120_000 }, async () => {
    for (const [lang, viewport, width, heading] of [
      ["en", MOBILE, 375, "Shipment"],
      ["id", DESKTOP, 1440, "Pengiriman"],
      ["id", MOBILE, 375, "Pengiriman"],
    ] as const) {
      const page = await openSignedIn(ADMIN, "/config-shipment", { viewport, language: lang });
      await page.getByRole("heading", { name: heading }).waitFor();
      await page.getByRole("checkbox").first().waitFor();
      await screenshot(page, `config-shipment-${width}-${lang}`, true);
      await page.close();
    }
  });
});
