// The demo-build figures of `npm run bench`, on the large data set: the product list's first page
// (against the real-backend build's, measured by lists.mjs) and how long the main thread ran the demo
// API's code in one go while the list opened cold and was sorted.
//
// The demo API's database, queries and data generation run in a Web Worker (resources/demo-worker.ts);
// the page keeps only a small relay to it (the chunks `demoScripts` names). Chromium's Long
// Animation Frame entries say which script ran how long inside each frame: the figure is the longest
// time the relay's scripts took in one frame, and the longest frame of any kind (the console's own
// rendering, which the real-backend build does as well) is reported beside it.
import {
  FIRST_ROW_PROBE,
  firstRowAfterNavigation,
  measureTableChange,
} from "../../lib/list-page.mjs";
import { median, signedInContext } from "../../lib/bench.mjs";

/** In the page (an init script): each long animation frame, with the scripts that ran in it. */
const FRAME_PROBE = () => {
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__frames.push({
        duration: entry.duration,
        scripts: entry.scripts.map((script) => ({
          duration: script.duration,
          source: script.sourceURL,
        })),
      });
  }).observe({ type: "long-animation-frame", buffered: true });
};

/** `demoScripts`: the file names (assets/…) of the page's own demo-API chunks. */
export async function benchDemoBuild(browser, baseUrl, runs, demoScripts) {
  const context = await signedInContext(browser, {
    loginUrl: `${baseUrl}/login?demo-data=large`,
    user: "catalog@demo.test",
    initScript: FIRST_ROW_PROBE,
  });
  await context.addInitScript(FRAME_PROBE);
  const isDemo = (source) => demoScripts.some((file) => source.endsWith(`/${file}`));
  const firsts = [];
  const demoLongest = [];
  const anyLongest = [];
  for (let run = 0; run <= runs; run += 1) {
    const page = await context.newPage();
    const first = await firstRowAfterNavigation(page, `${baseUrl}/products`);
    await page.waitForLoadState("networkidle");
    await measureTableChange(page, { selector: "th.ant-table-column-has-sorters", text: "Price" });
    await page.waitForTimeout(300);
    const frames = await page.evaluate(() => window.__frames);
    await page.close();
    if (run === 0) continue; // the warm-up (service worker install, HTTP cache)
    firsts.push(first);
    const demoPerFrame = frames.map((frame) =>
      frame.scripts
        .filter((script) => isDemo(script.source))
        .reduce((sum, script) => sum + script.duration, 0),
    );
    demoLongest.push(Math.max(0, ...demoPerFrame));
    anyLongest.push(Math.max(0, ...frames.map((frame) => frame.duration)));
    console.log(
      `demo build run ${run}: first page ${Math.round(first)} ms, demo API's code ${Math.round(demoLongest.at(-1))} ms in one frame, longest frame ${Math.round(anyLongest.at(-1))} ms`,
    );
  }
  await context.close();
  return {
    first: median(firsts),
    longestDemoTask: Math.max(...demoLongest),
    longestFrame: Math.max(...anyLongest),
  };
}
