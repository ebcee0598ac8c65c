import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "../stored-session";
import { DESKTOP, MOBILE, screenshot, visit } from "../support";

/**
 * Message templates as admin@demo.test: edit the "points added" push template (a variable inserted
 * at the cursor), see it in the phone preview, send a test and find it in the demo outbox, save.
 * The editor with its preview at 1440 and 375 px, in English and Indonesian.
 */

const ADMIN = "admin@demo.test";
const PUSH_POINTS = "tpl-14"; // Points added, push (seeded)
const MAIL_PAID = "tpl-3"; // Order paid, e-mail (seeded)

interface Mail {
  to: string;
  subject: string;
  body: string;
}
const outbox = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch("/api/demo/outbox");
    return ((await answer.json()) as { payload: { results: Mail[] } }).payload.results;
  });

describe("message templates", () => {
  it(
    "edits the points-added push template, previews it, sends a test to the outbox and saves",
    { timeout: 180_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/template-message?tab=push_notification", {
        viewport: DESKTOP,
      });
      const link = page.getByRole("link", { name: "Points added", exact: true });
      await link.waitFor({ timeout: 20_000 });
      await screenshot(page, "templates-list-push-1440-en");
      await link.click();
      await page.waitForURL(new RegExp(`/template-message/${PUSH_POINTS}$`));
      await page.getByRole("region", { name: "Push notification preview" }).waitFor();
      await screenshot(page, "templates-show-push-1440-en");
      await page.getByRole("link", { name: "Edit", exact: true }).click();
      await page.waitForURL(/\/edit$/);

      const title = page.getByLabel("Indonesian title", { exact: true });
      await expect.poll(() => title.inputValue(), { timeout: 20_000 }).toContain("{{points}}");
      await title.fill("Selamat, {{customer.firstName}}!");
      const body = page.getByLabel("Indonesian body", { exact: true });
      await body.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" Level: ");
      await page.getByRole("button", { name: "Insert variable into Indonesian body" }).click();
      await page.getByRole("menuitem", { name: /\{\{loyalty\.tierName\}\}/ }).click();
      await expect.poll(() => body.inputValue()).toMatch(/Level: \{\{loyalty\.tierName\}\}$/);

      const phone = page.getByRole("region", { name: "Push notification preview" });
      await expect.poll(() => phone.innerText()).toContain("Selamat, Sari!");
      expect(await phone.innerText()).toContain("Level: Gold");

      await page.getByRole("button", { name: "Send a test to me" }).click();
      await page
        .getByText(
          /Test push notification "Selamat, Sari!" \(Indonesian\) sent to admin@demo\.test/,
        )
        .waitFor({ timeout: 15_000 });
      const mail = (await outbox(page)).find(
        (item) => item.to === ADMIN && item.subject === "[Test push] Selamat, Sari!",
      );
      expect(mail?.body).toMatch(/Level: Gold$/);
      await screenshot(page, "templates-editor-push-1440-en", true);

      await page.locator(".refine-save-button").click();
      await page.waitForURL(new RegExp(`/template-message/${PUSH_POINTS}$`), { timeout: 20_000 });
      await expect
        .poll(() => page.getByRole("region", { name: "Push notification preview" }).innerText())
        .toContain("Selamat, Sari!");

      // The same editor on a phone: the preview sits under the fields.
      await page.setViewportSize(MOBILE);
      await visit(page, page.url() + "/edit");
      await page.getByRole("region", { name: "Push notification preview" }).waitFor();
      await screenshot(page, "templates-editor-push-375-en", true);
      await page.close();
    },
  );

  it(
    "shows the editors with their previews in Indonesian and the e-mail one",
    { timeout: 150_000 },
    async () => {
      const page = await openSignedIn(ADMIN, `/template-message/${PUSH_POINTS}/edit`, {
        viewport: DESKTOP,
        language: "id",
      });
      await page
        .getByRole("region", { name: "Pratinjau notifikasi push" })
        .waitFor({ timeout: 20_000 });
      await page.getByText("Anda mendapat 1.500 poin!").waitFor();
      await screenshot(page, "templates-editor-push-1440-id", true);
      await page.setViewportSize(MOBILE);
      await screenshot(page, "templates-editor-push-375-id", true);

      await page.setViewportSize(DESKTOP);
      await visit(page, page.url().replace(PUSH_POINTS, MAIL_PAID));
      const mail = page.getByRole("region", { name: "Pratinjau e-mail" });
      await mail
        .getByRole("heading", { name: "Pembayaran pesanan OPT-2611-00482 berhasil" })
        .waitFor({
          timeout: 20_000,
        });
      await page.getByRole("textbox", { name: "Isi bahasa Indonesia" }).waitFor();
      await screenshot(page, "templates-editor-email-1440-id", true);
      await page.setViewportSize(MOBILE);
      await screenshot(page, "templates-editor-email-375-id", true);
      await page.close();
    },
  );
});
