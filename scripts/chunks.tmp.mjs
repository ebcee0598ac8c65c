import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { serveStatic } from "/work/main/scripts/lib/static-server.mjs";
const dir = process.argv[2] ?? "dist-bench-real";
const path = process.argv[3] ?? "/login";
let manifest = {}; try { manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, "utf8")); } catch {}
const src = new Map(Object.entries(manifest).map(([k, v]) => [v.file, v.src ?? k]));
const server = await serveStatic(dir);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const page = await browser.newPage();
const rows = [];
page.on("response", async (r) => { if (r.request().resourceType() === "script") { const b = await r.body().catch(()=>null); if (b) rows.push([gzipSync(b).length, new URL(r.url()).pathname.slice(1), src.get(new URL(r.url()).pathname.slice(1)) ?? ""]); } });
await page.goto(server.url + path); await page.waitForTimeout(2500);
rows.sort((a,b)=>b[0]-a[0]); let t=0; for (const r of rows) { t+=r[0]; console.log((r[0]/1024).toFixed(1).padStart(7), r[1], r[2]); } console.log("total", (t/1024).toFixed(1));
await browser.close(); await server.close();
