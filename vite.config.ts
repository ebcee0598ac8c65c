/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  "@/": dir("./src/"),
  "@resources/": dir("./resources/"),
  "@providers/": dir("./providers/"),
  "@locales/": dir("./locales/"),
  "@tests/": dir("./tests/"),
};

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // A build-time constant (textually replaced), so that a build with VITE_API_URL set drops the
  // demo API's dynamic import as dead code. src/config.ts exposes it as `config.demoApi`.
  define: {
    __DEMO_API__: JSON.stringify(!loadEnv(mode, process.cwd(), "VITE_").VITE_API_URL?.trim()),
  },
  resolve: { alias },
  server: { port: 5173, host: "127.0.0.1" },
  preview: { port: 4173, host: "127.0.0.1" },
  build: {
    target: "es2022",
    chunkSizeWarningLimit: 1200,
    sourcemap: false,
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./tests/setup.ts"],
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    server: { deps: { inline: [/@refinedev\/react-router/] } },
    testTimeout: 20_000,
    css: false,
  },
}));
