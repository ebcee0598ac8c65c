import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import consoleRules from "./scripts/eslint/boundaries.js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "node_modules",
      "public/mockServiceWorker.js",
      "coverage",
      "docs",
      "tmp",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "import-x": importX, console: consoleRules },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import-x/no-cycle": ["error", { maxDepth: 4, ignoreExternal: true }],
      // antd's hook answers "no screen" in the first render, then renders again (docs/architecture.md).
      "no-restricted-properties": [
        "error",
        {
          object: "Grid",
          property: "useBreakpoint",
          message: "Use useScreens() (@/hooks/use-screens).",
        },
      ],
      // `interface DemoDb extends CatalogueCollections {}`: declaration merging adds a domain's part.
      "@typescript-eslint/no-empty-object-type": [
        "error",
        { allowInterfaces: "with-single-extends" },
      ],
      // Imports flow one way, domains stay apart, demo code stays out of the build, and only the
      // pages that validate bring the schema library (scripts/eslint/boundaries.js).
      "console/boundaries": "error",
      "console/schema-types-only": "error",
      "console/no-hand-built-paths": "error",
      "console/rules-from-schemas": "error",
    },
  },
  {
    // Node scripts; the benchmark and browser tests also pass functions to run inside the page.
    files: ["scripts/**/*.{mjs,js}", "tests/e2e/**/*.ts", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // CommonJS stand-ins for dependencies (src/lib/shims, aliased in vite.config.ts).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    files: ["tests/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The demo API's service worker (in front of MSW's, which is not linted: `msw init` writes it).
    files: ["public/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
);
