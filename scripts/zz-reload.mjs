import { chromium } from "playwright-core";
import { serveStatic } from "./lib/static-server.mjs";
import { CHROMIUM_ARGS } from "./lib/chromium.mjs";
const dist = process.argv[2] ?? "dist-e2e";
const rounds = Number(process.argv[3] ?? 30);
const server = await serveStatic(dist);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
const ready = async (page) => {
  const t = Date.now();
  while (Date.now() - t < 15000) {
    const s = await page.evaluate(async () => { try { const r = await fetch("/api/health"); return (await r.json()).payload?.status ?? ""; } catch { return ""; } }).catch(() => "");
    if (s === "ok") return Date.now() - t;
    await new Promise((r) => setTimeout(r, 100));
  }
  return -1;
};
const times = [];
for (let c = 0; c < 3; c++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("console", m.type(), m.text().slice(0, 200)); });
  await page.goto(`${server.url}/login`);
  times.push(await ready(page));
  for (let i = 0; i < rounds; i++) {
    if (i % 2) await page.reload(); else await page.goto(`${server.url}/login?x=${i}`);
    const t = await ready(page);
    times.push(t);
    if (t < 0) console.log("HANG at round", i, "controller:", await page.evaluate(() => !!navigator.serviceWorker.controller));
  }
  await context.close();
}
console.log(dist, "hangs:", times.filter((t) => t < 0).length, "of", times.length, "median", times.filter((t) => t >= 0).sort((a, b) => a - b)[Math.floor(times.length / 2)]);
await browser.close();
await server.close();
