import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/translation.json";
import id from "../../locales/id/translation.json";
import { openSignedIn } from "./stored-session";
import { languagesAndWidths, screenshot } from "./support";

/**
 * The header's favourite menus as admin@demo.test (two seeded: Product and Transaction, room for six):
 * picks in the Add Menu dialog survive searches and the counter follows them; once the header holds
 * more tabs than fit, they scroll with a "more" menu and "+" stays in reach. Screenshots of the
 * dialog with its picks and of the full strip at 1440 and 375 px, in English and Indonesian.
 */

const TEXTS = { en: en.shell.favorites, id: id.shell.favorites };
/** Menus to pick, as each language's sidebar names them (searched one after the other). */
const PICKS = {
  en: [
    ["Brand", "Brand"],
    ["Voucher", "Voucher"],
    ["Transaction Settings", "Transaction Settings"],
    ["Payment Channel", "Payment Channel"],
  ],
  id: [
    ["Merek", "Merek"],
    ["Voucher", "Voucher"],
    ["Pengaturan Transaksi", "Pengaturan Transaksi"],
    ["Kanal Pembayaran", "Kanal Pembayaran"],
  ],
} as const;

async function pick(page: Page, lang: "en" | "id", search: string, name: string) {
  const dialog = page.getByRole("dialog", { name: TEXTS[lang].addMenu });
  const box = dialog.getByPlaceholder(TEXTS[lang].search);
  await box.fill(search);
  const node = dialog.locator(".ant-tree-treenode", { hasText: name }).last();
  await node.locator(".ant-tree-checkbox").click();
  await expect.poll(() => node.locator(".ant-tree-checkbox-checked").count()).toBe(1);
}

const hint = (lang: "en" | "id", count: number) =>
  TEXTS[lang].hint.replace("{{count}}", String(count));

describe("favourite menus", () => {
  for (const { language: lang, viewport, width } of languagesAndWidths())
    it(
      `keeps picks across searches and every tab in reach (${lang}, ${width} px)`,
      { timeout: 120_000 },
      async () => {
        const page = await openSignedIn("admin@demo.test", "/dashboard", {
          viewport,
          language: lang,
        });
        const strip = page.getByRole("navigation", { name: TEXTS[lang].label });
        const add = page.getByRole("button", { name: TEXTS[lang].addMenu });
        await add.click();
        const dialog = page.getByRole("dialog", { name: TEXTS[lang].addMenu });
        await dialog.getByText(hint(lang, 4)).waitFor({ timeout: 20_000 });
        // Two picks, each found by its own search: the first survives the second search.
        await pick(page, lang, PICKS[lang][0][0], PICKS[lang][0][1]);
        await dialog.getByText(hint(lang, 3)).waitFor();
        await pick(page, lang, PICKS[lang][1][0], PICKS[lang][1][1]);
        await dialog.getByText(hint(lang, 2)).waitFor();
        await dialog.getByPlaceholder(TEXTS[lang].search).fill("");
        await expect
          .poll(() => dialog.locator(".ant-tree-checkbox-checked").count(), { timeout: 10_000 })
          .toBeGreaterThanOrEqual(2);
        await screenshot(page, `shell-add-menu-picks-${width}-${lang}`);
        // Two more fill the header (six in all): the others can no longer be picked.
        await pick(page, lang, PICKS[lang][2][0], PICKS[lang][2][1]);
        await pick(page, lang, PICKS[lang][3][0], PICKS[lang][3][1]);
        await dialog.getByText(hint(lang, 0)).waitFor();
        await dialog.getByRole("button", { name: TEXTS[lang].save }).click();
        await dialog.waitFor({ state: "hidden", timeout: 20_000 });
        await expect.poll(() => strip.getByRole("link").count(), { timeout: 20_000 }).toBe(6);

        // Six tabs: those that do not fit scroll inside the strip, and "+" and "more" stay on screen.
        const inView = async (locator: ReturnType<Page["locator"]>) => {
          const box = await locator.boundingBox();
          return !!box && box.x >= 0 && box.x + box.width <= viewport.width;
        };
        expect(await inView(add)).toBe(true);
        const more = page.getByRole("button", { name: TEXTS[lang].all });
        if (await more.isVisible()) {
          expect(await inView(more)).toBe(true);
          await more.click();
          for (const [, name] of PICKS[lang])
            await page.getByRole("menuitem", { name }).waitFor({ timeout: 10_000 });
          await screenshot(page, `shell-favorites-full-${width}-${lang}`);
          // The last tab, out of the strip's view, opened from the menu: its tab scrolls wholly into
          // the strip, so the open page's tab is never cut at the edge.
          const last = PICKS[lang][3][1];
          await page.getByRole("menuitem", { name: last }).click();
          const current = strip.getByRole("link", { name: last });
          await expect
            .poll(() => current.getAttribute("aria-current"), { timeout: 20_000 })
            .toBe("page");
          const tabs = strip.locator(":scope > div").first();
          await expect
            .poll(async () => {
              const [tab, box] = [await current.boundingBox(), await tabs.boundingBox()];
              return (
                !!tab && !!box && tab.x >= box.x - 1 && tab.x + tab.width <= box.x + box.width + 1
              );
            })
            .toBe(true);
        } else await screenshot(page, `shell-favorites-full-${width}-${lang}`);
        await page.close();
      },
    );
});
