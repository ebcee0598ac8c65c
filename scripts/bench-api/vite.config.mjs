// Builds the demo-API benchmark page (scripts/bench-api.mjs): the real handlers and database,
// bundled for production like the console, plus the project's public dir for the service worker.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { CONSOLE_ALIASES } from "../lib/aliases.mjs";

const dir = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: import.meta.dirname,
  publicDir: dir("../../public"),
  logLevel: "warn",
  resolve: { alias: CONSOLE_ALIASES },
  // The console's build constant (vite.config.ts): this page always runs the demo API.
  define: { __DEMO_API__: "true" },
  build: { target: "es2022" },
  worker: { format: "es" },
});
