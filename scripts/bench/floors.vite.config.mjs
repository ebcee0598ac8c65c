// The floor pages of `npm run bench` (bare/: one antd login form; list-floor/: one antd table of a
// collection's first rows): plain Vite + React, the floor named by BENCH_FLOOR.
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: resolve(import.meta.dirname, process.env.BENCH_FLOOR ?? "bare"),
  plugins: [react()],
  logLevel: "warn",
});
