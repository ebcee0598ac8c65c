// Browser tests: build the console on the demo API (production build), then run tests/e2e/*.e2e.ts
// with Vitest in Node, where playwright-core drives Debian's Chromium against that build.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./lib/chromium.mjs";

const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build") || process.env.E2E_SKIP_BUILD === "1";
const passThrough = args.filter((arg) => arg !== "--no-build");
const dist = process.env.E2E_DIST ?? "dist-e2e";

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

ensureChromium();

if (!skipBuild) {
  // The demo API build: VITE_API_URL must be unset so the embedded MSW API serves the app.
  const status = run(
    "npx",
    ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
    {
      VITE_API_URL: "",
    },
  );
  if (status !== 0) process.exit(status);
}

process.exit(
  run("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...passThrough], {
    E2E_DIST: dist,
  }),
);
