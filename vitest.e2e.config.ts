import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

/** Browser journeys: Node runs playwright-core against the production build (tests/e2e/global-setup.ts). */
export default defineConfig({
  resolve: { alias },
  test: {
    environment: "node",
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser per file, files one after another: 2 cores, and the served build is shared.
    fileParallelism: false,
    pool: "forks",
  },
});
