import { chromium } from "playwright-core";
import { serveStatic } from "./lib/static-server.mjs";
const dir = process.argv[2]; const path = process.argv[3] ?? "/login";
const server = await serveStatic(dir);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
for (let i=0;i<2;i++){
const ctx = await browser.newContext(); const page = await ctx.newPage();
await page.goto(server.url + path);
await page.waitForSelector('input[type=password]', { timeout: 20000 });
const t = await page.evaluate(() => ({ now: performance.now(), res: performance.getEntriesByType("resource").map(e => [e.name.split("/").pop(), Math.round(e.startTime), Math.round(e.responseEnd)]), dcl: performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd }));
console.log("visible at", Math.round(t.now), "dcl", Math.round(t.dcl)); if (i==1) for (const r of t.res) console.log(r.join("\t"));
await ctx.close();}
await browser.close(); await server.close();
