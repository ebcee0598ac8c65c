// The console as it is deployed, on this machine: a production build with `VITE_API_URL=/api` (no demo
// code in it) served on http://127.0.0.1:4174, with the demo API's handlers and database answering
// /api as a plain HTTP backend in Node (scripts/lib/demo-backend.mjs). Sign in with the demo accounts.
//
//   npm run serve:real                 normal data set
//   npm run serve:real -- --large      10,000 products, 20,000 customers, 100,000 transactions
//   npm run serve:real -- --no-build   serve the last build (dist-real/)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startDemoBackend } from "./lib/demo-backend.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const args = process.argv.slice(2);
const OUT = "dist-real";
const skipBuild = args.includes("--no-build") && existsSync(`${OUT}/index.html`);

if (!skipBuild) {
  const result = spawnSync(
    "npx",
    ["vite", "build", "--outDir", OUT, "--emptyOutDir", "--logLevel", "warn"],
    { stdio: "inherit", env: { ...process.env, VITE_API_URL: "/api" } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const api = await startDemoBackend({
  dataSize: args.includes("--large") ? "large" : "normal",
  build: !skipBuild,
});
const server = await serveStatic(OUT, { port: 4174, api });
console.log(`Real-backend build on ${server.url} (demo backend under /api). Ctrl+C to stop.`);
