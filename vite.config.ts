/// <reference types="vitest/config" />
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { antdBreakpoints } from "./scripts/vite/antd-breakpoints";
import { antdStaticStyles } from "./scripts/vite/antd-static-styles";

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = [
  { find: "@/", replacement: dir("./src/") },
  { find: "@resources/", replacement: dir("./resources/") },
  { find: "@providers/", replacement: dir("./providers/") },
  { find: "@locales/", replacement: dir("./locales/") },
  { find: "@tests/", replacement: dir("./tests/") },
  // antd's style injection, memoised (src/lib/fast-dynamic-css.ts imports the original with ".js").
  { find: /^rc-util\/es\/Dom\/dynamicCSS$/, replacement: dir("./src/lib/fast-dynamic-css.ts") },
  // qs's object-keyed maps on WeakMap instead of a dozen polyfill packages (see the file).
  { find: /^side-channel$/, replacement: dir("./src/lib/shims/side-channel.cjs") },
];

const CORE_MODULES = new RegExp(
  [
    "node_modules/(react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-browser-languagedetector|classnames|stylis|@emotion|@babel/runtime|@ant-design/(cssinjs|cssinjs-utils|colors|fast-color|v5-patch-for-react-19)|rc-(util|motion|field-form|input|textarea|resize-observer|tooltip)|@rc-component/(util|async-validator|trigger|portal|context)|resize-observer-polyfill|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed)/",
    "node_modules/antd/es/(_util/|config-provider/(?!defaultRenderEmpty)|theme/|style/|locale/(?![a-z]{2}_[A-Z]{2})|locale/en_US|form/|input/|button/|grid/|row/|col/|flex/|app/style/|typography/(Typography|style/)|alert/|spin/|space/|tooltip/|version/|wave/|watermark/context)",
    // What stands in for antd's breakpoint hook (scripts/vite/antd-breakpoints.ts) goes with antd's grid.
    "src/(hooks/use-screens|lib/shims/antd-use-breakpoint)\\.ts$",
  ].join("|"),
);

/** The demo API's service worker in public/: a build for a real backend does not ship it. */
const DEMO_PUBLIC_FILES = ["demo-service-worker.js"];

function withoutDemoPublicFiles(): Plugin {
  let outDir = "";
  return {
    name: "without-demo-public-files",
    apply: "build",
    configResolved: (resolved) => void (outDir = resolved.build.outDir),
    closeBundle: () => {
      for (const file of DEMO_PUBLIC_FILES) rmSync(resolve(outDir, file), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const demoApi = !loadEnv(mode, process.cwd(), "VITE_").VITE_API_URL?.trim();
  return {
    plugins: [
      react(),
      antdBreakpoints(),
      antdStaticStyles(),
      ...(demoApi ? [] : [withoutDemoPublicFiles()]),
    ],
    optimizeDeps: { rolldownOptions: { plugins: [antdBreakpoints()] } },
    // A build-time constant (textually replaced), so that a build with VITE_API_URL set drops the
    // demo API's dynamic import as dead code. src/config.ts exposes it as `config.demoApi`.
    define: {
      __DEMO_API__: JSON.stringify(demoApi),
    },
    resolve: { alias },
    // The demo API's Web Worker (resources/demo-worker.ts) loads its domains' locale files on demand:
    // module workers can split code, classic ones cannot.
    worker: { format: "es" },
    server: { port: 5173, host: "127.0.0.1" },
    preview: { port: 4173, host: "127.0.0.1" },
    build: {
      target: "es2022",
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        treeshake: {
          // Packages that declare no `sideEffects` but have none: Refine core imports papaparse for
          // useImport/useExport (the console has its own CSV export) and error-stack-parser for its
          // devtools; marked pure, they are dropped instead of riding along in Refine's chunk.
          moduleSideEffects: (id) =>
            /node_modules\/(papaparse|error-stack-parser|stackframe)\//.test(id)
              ? false
              : undefined,
        },
        output: {
          codeSplitting: {
            groups: [
              {
                // What every page needs (React, the router, i18next, antd's core and form controls) in
                // one chunk: one request instead of ~40 small ones on the login page, and better gzip.
                name: "core",
                test: CORE_MODULES,
              },
            ],
          },
        },
      },
      sourcemap: false,
    },
    test: {
      environment: "jsdom",
      globals: true,
      setupFiles: ["./tests/setup.ts"],
      // Which files: each project's `include` below (a root `include` would be added to both).
      exclude: ["tests/e2e/**", "node_modules/**"],
      server: { deps: { inline: [/@refinedev\/react-router/] } },
      testTimeout: 20_000,
      css: false,
      // Every core: the tests are CPU-bound in jsdom (Vitest's default leaves one core to itself,
      // i.e. a single worker on a 2-core machine). Threads start faster than forks.
      pool: "threads",
      maxWorkers: Math.max(2, availableParallelism()),
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: ["tests/unit/**/*.test.{ts,tsx}"],
            // Unit test files share one jsdom and one module graph per worker: creating them costs
            // about 1.5 s per file, more than most unit files take to run. tests/setup.ts resets the
            // shared state (demo data, storage, language, rendered components) before each test; a
            // test that changes anything else puts it back (docs/testing.md).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: "integration",
            include: ["tests/integration/**/*.test.{ts,tsx}"],
            exclude: ["tests/integration/**/*.isolated.test.{ts,tsx}"],
            // Integration files share one jsdom and one module graph per worker too: a fresh one per
            // file cost about 3 of the 7 minutes of this project. tests/setup.ts resets the demo data,
            // storage, cookies, language and rendered components before each test.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // Files that need a module graph of their own (docs/testing.md): they mock modules with
            // vi.mock, or take the locale files away from the shared i18n instance. Named
            // *.isolated.test.tsx.
            name: "integration-isolated",
            include: ["tests/integration/**/*.isolated.test.{ts,tsx}"],
          },
        },
      ],
    },
  };
});
