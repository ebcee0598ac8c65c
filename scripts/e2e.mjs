// Browser tests: build the console on the demo API (production build), then run tests/e2e/*.e2e.ts
// with Vitest in Node, where playwright-core drives Debian's Chromium against that build.
//   --no-build     run against the last build in dist-e2e/ (or E2E_DIST)
//   --build-only   only build (`npm test` times the build and the browser tests apart)
//   --screenshots  write the screenshots into docs/screenshots/ (`npm run screenshots`) instead of
//                  test-results/screenshots/
//   --no-screenshots  take none (`npm test`)
// Other arguments go to Vitest (e.g. a file: tests/e2e/catalog.e2e.ts).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./lib/chromium.mjs";

const OWN_FLAGS = ["--no-build", "--build-only", "--screenshots", "--no-screenshots"];
const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build") || process.env.E2E_SKIP_BUILD === "1";
const buildOnly = args.includes("--build-only");
const passThrough = args.filter((arg) => !OWN_FLAGS.includes(arg));
const dist = process.env.E2E_DIST ?? "dist-e2e";
const screenshotDir = args.includes("--screenshots")
  ? "docs/screenshots"
  : (process.env.E2E_SCREENSHOT_DIR ?? "test-results/screenshots");

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

if (!buildOnly) ensureChromium();

if (!skipBuild) {
  // The demo API build: VITE_API_URL must be unset so the embedded MSW API serves the app. Without
  // the demo's random 100-400 ms per answer (as in the benchmarks): the tests wait for what they
  // look for, never for a delay, and a delay per call only made every page slower and less
  // predictable.
  const status = run(
    "npx",
    ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
    {
      VITE_API_URL: "",
      VITE_DEMO_LATENCY: "false",
    },
  );
  if (status !== 0 || buildOnly) process.exit(status);
}
if (buildOnly) process.exit(0);

process.exit(
  run("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...passThrough], {
    E2E_DIST: dist,
    E2E_SCREENSHOT_DIR: screenshotDir,
    E2E_NO_SCREENSHOTS: args.includes("--no-screenshots") ? "1" : "",
  }),
);
