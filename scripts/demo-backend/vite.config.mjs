// Bundles the demo API for Node (scripts/demo-backend/entry.ts → dist-demo-backend/entry.mjs, and the
// contract generator contract.ts → contract.mjs): the handlers, database and schemas of src/mocks and
// src/contract with the console's aliases; npm packages stay external.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { CONSOLE_ALIASES } from "../lib/aliases.mjs";

const dir = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: dir("../.."),
  logLevel: "warn",
  publicDir: false,
  resolve: { alias: CONSOLE_ALIASES },
  // The demo API itself; `VITE_API_URL` stays unset so its routes live under "/api".
  define: { __DEMO_API__: "true", "import.meta.env.VITE_API_URL": '""' },
  build: {
    ssr: true,
    outDir: dir("../../dist-demo-backend"),
    emptyOutDir: true,
    target: "node20",
    rolldownOptions: {
      input: { entry: dir("./entry.ts"), contract: dir("./contract.ts") },
      output: { entryFileNames: "[name].mjs", chunkFileNames: "[name]-[hash].mjs" },
    },
  },
});
