import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

const areaFolders = readdirSync("resources", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    plugins: { "react-hooks": reactHooks, "import-x": importX },
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
      // Imports flow one way: shared (src, providers) -> areas (resources) -> app (App.tsx, resources/index.ts).
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: [
                "./providers",
                "./src/components",
                "./src/lib",
                "./src/hooks",
                "./src/layout",
                "./src/pages",
                "./src/session",
              ],
              from: "./resources",
              except: ["./index.ts"],
              message:
                "Shared code never imports an area; areas register themselves in resources/index.ts.",
            },
            // Each area folder stays independent of the others.
            ...areaFolders.map((area) => ({
              target: `./resources/${area}`,
              from: "./resources",
              except: [`./${area}`],
              message:
                "An area never imports another area; move shared code to src/components or src/lib.",
            })),
          ],
        },
      ],
    },
  },
  {
    // The entity schemas are zod: pages take their types only, so the login page and the lists never
    // download the schema library. Plain shared rules (patterns, limits) live in src/contract/rules.ts.
    files: ["resources/**/*.{ts,tsx}", "providers/**/*.{ts,tsx}", "src/**/*.{ts,tsx}"],
    ignores: ["src/contract/**", "src/mocks/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/contract/*",
                "!@/contract/rules",
                "!@/contract/couriers",
                "!@/contract/settings-rules",
                "!@/contract/template-variables",
                "!@/contract/payment-rules",
                "!@/contract/transaction-rules",
                "!@/contract/banner-rules",
                "!@/contract/audience-rules",
                "!@/contract/schedule-rules",
              ],
              allowTypeImports: true,
              message:
                "Import the contract's types only (import type): pages must not download zod. Shared patterns and limits are in @/contract/rules.",
            },
          ],
        },
      ],
    },
  },
  {
    // Node scripts; the benchmark and browser tests also pass functions to run inside the page.
    files: ["scripts/**/*.mjs", "tests/e2e/**/*.ts", "*.config.{js,ts}"],
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
);
