// What the list benchmarks (scripts/bench-catalog, -customers, -wallet-points, -transactions) measure
// in a list page: when its first row appears, its pagination total, and how long the table takes to
// show other rows after a click or an Enter. The functions run in the page (an init script or
// `page.evaluate`), so they use nothing from outside their own body.

/** In the page (an init script): records when the first table row appeared, in `window.__firstRowAt`. */
export const FIRST_ROW_PROBE = () => {
  const check = () => {
    if (!window.__firstRowAt && document.querySelector("table tr[data-row-key]"))
      window.__firstRowAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

/**
 * Opens `url` in `page` (whose context runs FIRST_ROW_PROBE) and waits for the first table row.
 * @param {import("playwright-core").Page} page
 * @param {string} url
 * @returns {Promise<number>} ms from navigation start until the first row was on screen
 */
export async function firstRowAfterNavigation(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__firstRowAt, null, { timeout: 60_000 });
  return page.evaluate(() => window.__firstRowAt);
}

/**
 * The list's pagination total as shown ("1-20 of 20,000 items"), "" when there is none.
 * @param {import("playwright-core").Page} page
 */
export const paginationTotal = (page) =>
  page.evaluate(() => document.querySelector(".ant-pagination-total-text")?.textContent ?? "");

/** The search box of a list (an antd search input). */
export const SEARCH_BOX = "input.ant-input[type='search'], .ant-input-search input";

/**
 * In the page (`page.evaluate(watchTable, target)`): from now on, `window.__tableChanged` resolves the
 * ms until the table shows other rows than before and no loading spinner; it rejects after 10 s.
 * Without a target the caller acts itself (a Playwright click); with one, acts on the first element
 * matching `selector` (and, when given, whose trimmed text is `text` or includes `includes`): Enter
 * when `key` is "Enter", else a click. Throws when nothing matches.
 * @param {{ selector: string, text?: string, includes?: string, key?: "Enter" }} [target]
 */
export const watchTable = (target) => {
  const keys = () =>
    [...document.querySelectorAll("table tr[data-row-key]")]
      .map((row) => row.getAttribute("data-row-key"))
      .join();
  const before = keys();
  const element =
    target &&
    [...document.querySelectorAll(target.selector)].find(
      (node) =>
        (!target.text || node.textContent?.trim() === target.text) &&
        (!target.includes || node.textContent?.includes(target.includes)),
    );
  if (target && !element) throw new Error(`nothing matches ${target.selector}`);
  const start = performance.now();
  window.__tableChanged = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      const spinning = document.querySelector(".ant-table-wrapper .ant-spin-spinning");
      if (!spinning && keys() && keys() !== before) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error("the table did not change within 10 s"));
    }, 10_000);
  });
  if (target?.key === "Enter")
    element.dispatchEvent(
      new KeyboardEvent("keydown", { key: "Enter", keyCode: 13, bubbles: true }),
    );
  else element?.click();
};

/**
 * Acts on `target` in `page` (watchTable) and resolves the ms until the table showed other rows.
 * @param {import("playwright-core").Page} page
 * @param {{ selector: string, text?: string, includes?: string, key?: "Enter" }} target
 * @returns {Promise<number>}
 */
export async function measureTableChange(page, target) {
  await page.evaluate(watchTable, target);
  return page.evaluate(() => window.__tableChanged);
}

/**
 * Opens the list at `url` (firstRowAfterNavigation), reads its total, then lets the lookups
 * (brands, stores, permissions…) settle so that they do not land in the next measured change.
 * @param {import("playwright-core").Page} page
 * @param {string} url
 * @returns {Promise<{ firstPage: number, count: string }>} ms to the first row, the pagination total
 */
export async function openList(page, url) {
  const firstPage = await firstRowAfterNavigation(page, url);
  const count = await paginationTotal(page);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  return { firstPage, count };
}

/**
 * Types `text` into the list's search box (found by its placeholder), then measures Enter in it
 * (measureTableChange) and reads the new total.
 * @param {import("playwright-core").Page} page
 * @param {string} placeholder
 * @param {string} text
 * @returns {Promise<{ search: number, found: string }>} ms to the matching rows, their total
 */
export async function measureSearch(page, placeholder, text) {
  await page.getByPlaceholder(placeholder).fill(text);
  await page.waitForTimeout(200);
  // Enter in the (already filled) search box.
  const search = await measureTableChange(page, { selector: SEARCH_BOX, key: "Enter" });
  const found = await paginationTotal(page);
  return { search, found };
}
