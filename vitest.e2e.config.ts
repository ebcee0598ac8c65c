import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

/** Browser journeys: Node runs playwright-core against the production build (tests/e2e/global-setup.ts). */
export default defineConfig({
  resolve: { alias },
  test: {
    environment: "node",
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // One Chromium per file, and the checks after each test (tests/e2e/browser-setup.ts).
    setupFiles: ["./tests/e2e/browser-setup.ts"],
    testTimeout: 60_000,
    // expect.poll waits up to 15 s (Vitest's default is 1 s): a busy machine answers late, and a poll
    // ends as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // One Chromium per file, two files at a time against the one shared build. The files are
    // independent: every page gets a fresh browser context, whose demo database lives in that
    // context's IndexedDB, and screenshots have distinct names. Two workers on two cores: a file
    // spends much of its time waiting on the browser (its own process), not on Node.
    fileParallelism: true,
    // A journey that fails is run again, up to twice, before it counts as failed: on this 2-core
    // machine two Chromiums, the build's server and axe compete, and now and then a browser context
    // stops loading for 20-40 s: its requests (a page's scripts, the demo API's worker script) stay
    // pending, no answer comes, and the journey's next wait runs out (docs/testing.md, "Stalled
    // contexts", has the evidence and what was ruled out). A fresh context on the retry loads at
    // once. A journey that is broken fails all three times; the report marks a test that passed on a
    // retry, with the first line of why its first attempt failed.
    retry: 2,
    maxWorkers: 2,
    pool: "forks",
  },
});
