import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The console built for a real backend (`VITE_API_URL` set) carries none of the demo API: no
 * handlers, seeds, demo database or demo service worker code. Markers that only demo code has must
 * be absent from every file the build writes, while the console itself is there.
 */
const OUT = "dist-real-check";

const DEMO_MARKERS = [
  "[demo api]", // the demo server's own log lines (src/mocks)
  "demo-api-request", // the page relay of the demo's service worker (src/mocks/browser.ts)
  "eyewear-demo-api", // the demo database's IndexedDB name (src/mocks/db/persist.ts)
  "Made Putra Manajer", // a seeded staff member (resources/*/demo)
  "demo/outbox", // a demo-only endpoint
];

describe("the real-backend build", () => {
  it("contains the console and none of the demo API", { timeout: 180_000 }, () => {
    // As a deployer builds it: not in the test runner's mode.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV|TEST)/.test(name)),
    );
    const build = spawnSync(
      "npx",
      ["vite", "build", "--outDir", OUT, "--emptyOutDir", "--logLevel", "error"],
      { encoding: "utf8", env: { ...env, VITE_API_URL: "https://api.example.com" } },
    );
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const files = readdirSync(join(OUT, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => join(OUT, "assets", name));
    const code = files.map((file) => readFileSync(file, "utf8")).join("\n");
    expect(code).toContain("https://api.example.com");
    for (const marker of DEMO_MARKERS) expect(code.includes(marker), marker).toBe(false);
    // Nor the demo API's service worker (public/ is copied into every build).
    expect(existsSync(join(OUT, "demo-service-worker.js"))).toBe(false);
    expect(existsSync(join(OUT, "favicon.svg"))).toBe(true);
  });
});
