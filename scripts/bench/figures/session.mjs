// The session figures of `npm run bench`, in one signed-in tab of the real-backend build: moving
// between signed-in pages (sidebar click → the page's content on screen) and the JS heap after
// opening every sidebar entry once, then twice more (the second and third rounds show a leak).
import { median } from "../../lib/bench.mjs";

const SIDEBAR_ITEM = '[data-testid="app-sider"] .ant-menu-item';

/**
 * In the page: from now on, `window.__contentShown` resolves the ms from now until the address is
 * `path`, the page's heading is on screen and no skeleton or spinner is left on screen in the main area.
 */
const watchContent = (path) => {
  const start = performance.now();
  const ready = () => {
    const main = document.querySelector("main");
    return (
      window.location.pathname.startsWith(path) &&
      main?.querySelector("h1, [role='heading'][aria-level='1']") &&
      // Below the fold, charts wait to be scrolled to: only what is on screen counts.
      ![...main.querySelectorAll(".ant-skeleton, .ant-spin-spinning, [aria-busy='true']")].some(
        (node) => node.getBoundingClientRect().top < window.innerHeight,
      )
    );
  };
  window.__contentShown = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${path}: no content within 10 s`));
    }, 10_000);
  });
};

/** Opens every group of the sidebar and lists its entries' addresses. */
async function sidebarEntries(tab) {
  await tab
    .locator('[data-testid="app-sider"] .ant-menu-submenu-title')
    .evaluateAll((titles) =>
      titles.forEach((title) => title.getAttribute("aria-expanded") !== "true" && title.click()),
    );
  await tab.waitForTimeout(500);
  return tab
    .locator(`${SIDEBAR_ITEM} a`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
}

/** One round: every entry clicked in turn; the ms of each move to its content (undefined: none). */
async function round(tab, hrefs) {
  const moves = [];
  for (const href of hrefs) {
    await tab.locator(`${SIDEBAR_ITEM} a[href="${href}"]`).first().scrollIntoViewIfNeeded();
    await tab.evaluate(watchContent, href);
    await tab.locator(`${SIDEBAR_ITEM} a[href="${href}"]`).first().click();
    moves.push(await tab.evaluate(() => window.__contentShown).catch(() => undefined));
    if (process.env.BENCH_DEBUG) console.log(href, moves.at(-1));
    await tab.waitForLoadState("networkidle").catch(() => undefined);
    await tab.waitForTimeout(300);
  }
  return moves;
}

/**
 * The heap after the first page and after each of three rounds over every sidebar entry, and the
 * median move of the second and third rounds (chunks cached).
 */
export async function benchSession(context, baseUrl) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const heap = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    await tab.waitForTimeout(200);
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  await tab.goto(`${baseUrl}/dashboard`);
  await tab.locator("main section a").first().waitFor({ timeout: 30_000 });
  await tab.waitForLoadState("networkidle");
  await tab.waitForTimeout(1000);
  const heaps = [await heap()];
  const hrefs = await sidebarEntries(tab);
  const moves = [];
  for (let number = 1; number <= 3; number += 1) {
    const times = await round(tab, hrefs);
    if (number > 1) moves.push(...times);
    heaps.push(await heap());
    console.log(`round ${number}: heap ${(heaps.at(-1) / 1048576).toFixed(1)} MiB`);
  }
  await tab.close();
  const shown = moves.filter((time) => time !== undefined);
  return {
    entries: hrefs.length,
    heaps,
    move: median(shown),
    missing: moves.length - shown.length,
    slowest: hrefs
      .map((href, index) => [
        href,
        Math.max(moves[index] ?? Infinity, moves[index + hrefs.length] ?? Infinity),
      ])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3),
  };
}
