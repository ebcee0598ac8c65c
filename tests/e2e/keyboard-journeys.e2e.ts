import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn } from "./stored-session";
import { DESKTOP } from "./support";

/**
 * One form of each area completed with the keyboard alone (issue 25): Tab reaches every field, text
 * is typed, a select is opened and chosen with the keys, a checkbox or a radio button is set with Space
 * or the arrows, and Enter on Save saves. No click, no `focus()` on a field: if Tab cannot reach a
 * control, the journey fails.
 */

const ADMIN = "admin@demo.test";

/** Whether `target` (or a control inside it) has the focus. */
const focused = (target: Locator) =>
  target.evaluate(
    (element) =>
      element === document.activeElement ||
      (document.activeElement !== null && element.contains(document.activeElement)),
    undefined,
    { timeout: 10_000 },
  );

/** Presses Tab until `target` has the focus, the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 80) {
  // Attached, not visible: antd's radio and checkbox inputs are drawn over by their button.
  await target.waitFor({ state: "attached", timeout: 30_000 });
  for (let step = 0; step < max; step++) {
    if (await focused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab did not reach ${String(target)} in ${max} steps`);
}

/** Tabs to a field and types into it (what was there is selected and replaced). */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** The text of the page heading that has the focus (null when the focus is elsewhere). */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute("role") === "heading" || /^H[1-3]$/.test(active?.tagName ?? "")
      ? (active?.textContent ?? "")
      : null;
  });

/** A 1 × 1 px orange PNG, the logo a journey uploads. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);

/** A unique suffix, so that a journey run twice on one demo database does not meet its own record. */
const unique = () => Math.random().toString(36).slice(2, 6).toUpperCase();

/** Four letters A–Z that no brand is likely to have. */
const brandCode = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    "",
  );

describe("keyboard-only journeys, one per area", () => {
  it("catalogue: adds a brand", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/brands/add", { viewport: DESKTOP });
    // Asked for long before Enter: Playwright takes over the file chooser asynchronously, and a
    // chooser that opens before that is the browser's own (no event).
    const chooser = page.waitForEvent("filechooser", { timeout: 60_000 });
    chooser.catch(() => undefined); // awaited below; a journey that fails earlier leaves it waiting
    const name = `Optik Papan Ketik ${unique()}`;
    await typeInto(page, page.getByLabel("Brand name", { exact: true }), name);
    await typeInto(page, page.getByLabel("Brand code", { exact: true }), brandCode());
    // The logo: Enter on its button opens the file chooser. While the file uploads the button is
    // disabled; once it is done, the keyboard is back on the button, not at the document's start.
    const uploadLogo = page.locator("button", { hasText: "Upload logo" });
    await tabTo(page, uploadLogo);
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "Logo" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => focused(uploadLogo)).toBe(true);
    await typeInto(page, page.getByLabel("Description", { exact: true }), "Added with the keys.");
    await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
    await page.keyboard.press("Enter");
    await page.getByText(`Brand “${name}” created`).waitFor({ timeout: 20_000 });
    // Save took the form away: the keyboard's place is the new page's heading, not the document's start.
    await expect.poll(() => focusedHeading(page), { timeout: 10_000 }).toBe(name);
    await page.close();
  });

  it(
    "catalogue: picks a product's type by typing its first letters",
    { timeout: 90_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/products/add", { viewport: DESKTOP });
      await tabTo(page, page.getByLabel("Type", { exact: true }));
      await page.keyboard.type("len");
      await page.keyboard.press("Enter");
      const chosen = page.locator(".ant-form-item").filter({ hasText: "Type" }).first();
      await expect
        .poll(() => chosen.locator(".ant-select-selection-item").textContent())
        .toBe("Lens");
      await page.close();
    },
  );

  it("configuration: adds a FAQ group with its icon", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/faq-group/add", { viewport: DESKTOP });
    const name = `Keyboard ${unique()}`;
    await typeInto(page, page.getByLabel("Name (Indonesian)", { exact: true }), `Papan ${name}`);
    await typeInto(page, page.getByLabel("Name (English)", { exact: true }), name);
    await tabTo(page, page.getByLabel("Icon", { exact: true }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
    await page.keyboard.press("Enter");
    await page.getByText(new RegExp(`“${name}” created`)).waitFor({ timeout: 20_000 });
    await page.close();
  });

  it(
    "payments: adds a payment account, choosing the bank by typing",
    { timeout: 90_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/payment-account/add", { viewport: DESKTOP });
      await tabTo(page, page.getByLabel("Bank", { exact: true }));
      await page.keyboard.type("Jago");
      await page.getByRole("option", { name: /Bank Jago/ }).waitFor();
      await page.keyboard.press("Enter");
      await typeInto(page, page.getByLabel("Account number", { exact: true }), "100299887766");
      await typeInto(
        page,
        page.getByLabel("Account holder", { exact: true }),
        "PT Optik Papan Ketik",
      );
      await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/payment-account\/pac-/, { timeout: 20_000 });
      await page.getByText("PT Optik Papan Ketik").first().waitFor();
      await page.close();
    },
  );

  it(
    "configuration: moves a FAQ group down and keeps the focus on its button",
    { timeout: 90_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/faq-group", { viewport: DESKTOP });
      const down = page.getByRole("button", { name: /^Move .+ down$/ }).first();
      await tabTo(page, down, 120);
      const name = await down.getAttribute("aria-label");
      await page.keyboard.press("Enter");
      await page
        .getByText("The new order of the FAQ groups is saved.")
        .waitFor({ timeout: 20_000 });
      // The row moved, its button came back: the focus is on it again, ready for another press.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
        .toBe(name);
      await page.close();
    },
  );

  it("users: adds a role and grants a permission with Space", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/role/add", { viewport: DESKTOP });
    const name = `Keyboard Staff ${unique()}`;
    await typeInto(page, page.getByLabel("Role name", { exact: true }), name);
    await typeInto(page, page.getByLabel("Search areas", { exact: true }), "Voucher");
    const permission = page.getByRole("checkbox", { name: /^Voucher: List/ }).first();
    await tabTo(page, permission);
    await page.keyboard.press("Space");
    expect(await permission.isChecked()).toBe(true);
    await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
    await page.keyboard.press("Enter");
    await page.getByText(new RegExp(`“${name}” created`)).waitFor({ timeout: 20_000 });
    await page.close();
  });

  it("transactions: moves an order to its next status", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/transactions/trx-1999", { viewport: DESKTOP });
    const form = page.getByRole("form", { name: "Change the status" });
    // The first choice of the group takes the focus; the arrows move along it.
    await tabTo(page, form.getByRole("radio").first(), 120);
    await page.keyboard.press("Space");
    const note = `Checked by phone ${unique()}`;
    await typeInto(page, form.getByLabel("Note"), note);
    await tabTo(page, form.getByRole("button", { name: "Change the status" }));
    await page.keyboard.press("Enter");
    await page.getByTestId("status-timeline").getByText(note).waitFor({ timeout: 20_000 });
    await page.close();
  });

  it(
    "loyalty: adds points to a wallet, reviewed before it is done",
    { timeout: 90_000 },
    async () => {
      const page = await openSignedIn(ADMIN, "/wallet-points/wp-1", { viewport: DESKTOP });
      await tabTo(page, page.getByRole("button", { name: "Add points", exact: true }));
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await typeInto(page, dialog.getByLabel("Points", { exact: true }), "50");
      await typeInto(page, dialog.getByLabel("Reason", { exact: true }), "Glasses fixed late");
      await tabTo(page, dialog.getByRole("button", { name: "Continue", exact: true }));
      await page.keyboard.press("Enter");
      await tabTo(page, dialog.getByRole("button", { name: "Add points", exact: true }));
      await page.keyboard.press("Enter");
      await page.getByText(/^50 points added to /).waitFor({ timeout: 20_000 });
      await page.close();
    },
  );

  it("notifications: renames a template", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/template-message/tpl-1/edit", { viewport: DESKTOP });
    const name = `Order confirmation ${unique()}`;
    await typeInto(page, page.getByLabel("Name", { exact: true }), name);
    await tabTo(page, page.getByRole("button", { name: "Save", exact: true }), 120);
    await page.keyboard.press("Enter");
    await page.getByText(`Template “${name}” saved`).waitFor({ timeout: 20_000 });
    await page.close();
  });

  it("promotions: generates a batch of voucher codes", { timeout: 120_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/vouchers/generate", { viewport: DESKTOP });
    await tabTo(page, page.getByLabel("Voucher", { exact: true }));
    await page.keyboard.type("Hemat");
    await page.getByRole("option", { name: /Hemat/ }).first().waitFor({ timeout: 20_000 });
    await page.keyboard.press("Enter");
    await page.getByTestId("generate-prefix").waitFor();
    await typeInto(page, page.getByLabel("How many codes", { exact: true }), "20");
    // A look at a few codes first, then Generate makes the batch.
    await tabTo(page, page.getByRole("button", { name: "Preview", exact: true }));
    await page.keyboard.press("Enter");
    const generate = page.getByRole("button", { name: "Generate", exact: true });
    await expect.poll(() => generate.isEnabled(), { timeout: 20_000 }).toBe(true);
    await tabTo(page, generate);
    await page.keyboard.press("Enter");
    // A voucher with codes already asks first; its confirmation is answered with the keys too.
    const again = page.getByRole("button", { name: "Make another batch", exact: true });
    const done = page.getByText("20 codes generated.");
    await Promise.race([again.waitFor({ timeout: 20_000 }), done.waitFor({ timeout: 20_000 })]);
    if (await again.isVisible()) {
      await tabTo(page, again, 10);
      await page.keyboard.press("Enter");
    }
    await done.waitFor({ timeout: 30_000 });
    await page.close();
  });

  it("account: changes the phone number of one's own profile", { timeout: 90_000 }, async () => {
    const page = await openSignedIn(ADMIN, "/my-profile", { viewport: DESKTOP });
    await tabTo(page, page.getByRole("button", { name: "Edit profile", exact: true }));
    await page.keyboard.press("Enter");
    await typeInto(page, page.getByLabel(/^Phone/), "0812 3456 7890");
    await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
    await page.keyboard.press("Enter");
    await page.getByText("Your profile has been updated.").waitFor({ timeout: 20_000 });
    await page.close();
  });
});
