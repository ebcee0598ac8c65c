// The export figure of `npm run bench`: the product list's CSV export of every one of the large data
// set's 10,000 products on the real-backend build, from the click to the file downloaded.
import { readFileSync } from "node:fs";
import { median } from "../../lib/bench.mjs";

export async function benchExport(context, baseUrl, runs) {
  const times = [];
  let rows = 0;
  for (let run = 0; run <= runs; run += 1) {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/products`);
    await page.locator("table tr[data-row-key]").first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 300_000 }),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const path = await download.path();
    const time = Date.now() - started;
    rows = readFileSync(path, "utf8").trim().split("\r\n").length - 1;
    await page.close();
    if (run === 0) continue;
    times.push(time);
    console.log(`export run ${run}: ${rows} rows in ${time} ms`);
  }
  return { time: median(times), rows };
}
