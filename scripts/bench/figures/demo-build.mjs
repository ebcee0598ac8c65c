// The demo-build figures of `npm run bench`, on the large data set: the product list's first page
// (against the real-backend build's, measured by lists.mjs) and the longest task the main thread ran
// while the demo API worked (opening the list cold, then sorting it).
import {
  FIRST_ROW_PROBE,
  firstRowAfterNavigation,
  measureTableChange,
} from "../../lib/list-page.mjs";
import { median, signedInContext } from "../../lib/bench.mjs";

/** In the page (an init script): the durations of the main thread's long tasks, in `__longTasks`. */
const LONG_TASK_PROBE = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
};

export async function benchDemoBuild(browser, baseUrl, runs) {
  const context = await signedInContext(browser, {
    loginUrl: `${baseUrl}/login?demo-data=large`,
    user: "catalog@demo.test",
    initScript: FIRST_ROW_PROBE,
  });
  await context.addInitScript(LONG_TASK_PROBE);
  const firsts = [];
  const longest = [];
  for (let run = 0; run <= runs; run += 1) {
    const page = await context.newPage();
    const first = await firstRowAfterNavigation(page, `${baseUrl}/products`);
    await page.waitForLoadState("networkidle");
    await measureTableChange(page, { selector: "th.ant-table-column-has-sorters", text: "Price" });
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(() => window.__longTasks);
    await page.close();
    if (run === 0) continue; // the warm-up (service worker install, HTTP cache)
    firsts.push(first);
    longest.push(Math.max(0, ...tasks));
    console.log(
      `demo build run ${run}: first page ${Math.round(first)} ms, longest task ${Math.round(longest.at(-1))} ms`,
    );
  }
  await context.close();
  return { first: median(firsts), longestTask: Math.max(...longest) };
}
