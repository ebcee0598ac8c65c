// The console's import rules (docs/architecture.md, "Imports flow one way"), as one ESLint rule:
//
// - `src/` and `providers/` never import a domain (`resources/`); only the top-level wiring does
//   (src/main.tsx, src/App.tsx, src/console.tsx: the list of areas and the demo API's entry).
// - A domain (`resources/<domain>/`) imports the shared kit and its own folder. Another domain only
//   through that domain's declared entry point, `resources/<other>/exports.ts` (and, for the activity
//   feed, `resources/<other>/change-log-exports.ts`); a domain's demo code
//   (`demo/`) may also use `resources/<other>/demo/exports.ts` (the demo server has one database).
// - Code that ships never imports demo code: only `demo/` folders, the demo API's entries
//   (resources/demo.ts, its Web Worker resources/demo-worker.ts, and resources/demo-client.ts, which
//   src/main.tsx imports lazily), the tests and the scripts do.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const ALIASES = [
  ["@/", "src/"],
  ["@resources/", "resources/"],
  ["@providers/", "providers/"],
  ["@locales/", "locales/"],
  ["@tests/", "tests/"],
];
const WIRING = new Set(["src/main.tsx", "src/App.tsx", "src/console.tsx"]);

/** The import's target relative to the repository, without extension, or undefined for a package. */
function target(file, spec) {
  let resolved;
  for (const [alias, dir] of ALIASES)
    if (spec.startsWith(alias)) resolved = dir + spec.slice(alias.length);
  if (!resolved && spec.startsWith("."))
    resolved = path.relative(ROOT, path.resolve(path.dirname(file), spec));
  // A folder's index names the folder, except the list of every area (resources/index.ts).
  return resolved?.replace(/\.(tsx?|jsx?|json)$/, "").replace(/(?<!^resources)\/index$/, "");
}

const domainOf = (relative) => /^resources\/([^/.]+)\/./.exec(relative)?.[1];
/** The demo API's entries: its endpoints, its Web Worker and the page's side that starts it. */
const DEMO_ENTRIES = new Set(["resources/demo", "resources/demo-worker", "resources/demo-client"]);
const isDemo = (relative) =>
  /^resources\/[^/]+\/demo(\/|$)/.test(relative) || DEMO_ENTRIES.has(relative);

const boundaries = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Imports flow one way: wiring → domains → shared kit; demo code stays out of the build",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename);
    if (file.startsWith("tests/") || file.startsWith("scripts/") || !/\.(tsx?)$/.test(file))
      return {};
    const from = file.replace(/\.(tsx?)$/, "");
    const fromDomain = domainOf(from);
    const fromDemo = isDemo(from);
    const check = (node, spec) => {
      if (typeof spec !== "string") return;
      const to = target(context.filename, spec);
      if (!to) return;
      const report = (message) => context.report({ node, message });
      if (isDemo(to) && !fromDemo && !WIRING.has(file) && !DEMO_ENTRIES.has(to))
        return report(
          "Code that ships never imports demo code (resources/*/demo): the real build has none.",
        );
      if (isDemo(to) && !fromDemo && DEMO_ENTRIES.has(to) && !WIRING.has(file))
        return report("Only src/main.tsx starts the demo API (resources/demo.ts).");
      if (!to.startsWith("resources/")) return;
      if (!fromDomain) {
        if (WIRING.has(file) || from === "resources/index" || DEMO_ENTRIES.has(from)) return;
        if (to === "resources/index" && !WIRING.has(file))
          return report(
            "Only the wiring (src/console.tsx) reads the list of areas; the kit gets it through registerAreas.",
          );
        return report(
          "Shared code (src/, providers/) never imports a domain; domains register in resources/index.ts.",
        );
      }
      const toDomain = domainOf(to);
      if (!toDomain || toDomain === fromDomain) return;
      if (to === `resources/${toDomain}/exports`) return;
      // The words of a domain's change-log lines, for the activity feed alone: an entry of its own, so
      // that the pages importing the domain's exports do not download them too.
      if (to === `resources/${toDomain}/change-log-exports`) return;
      if (fromDemo && to === `resources/${toDomain}/demo/exports`) return;
      report(
        `A domain uses another only through its entry point: import from "@resources/${toDomain}/exports"` +
          (fromDemo ? ` (demo code: "@resources/${toDomain}/demo/exports")` : "") +
          ".",
      );
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

const schemaModules = new Map();
/** Whether a module builds zod schemas (its value imports bring the schema library with them). */
function isSchemaModule(relative) {
  if (!/^(resources\/[^/]+\/schema\/|src\/contract\/)/.test(relative)) return false;
  if (!schemaModules.has(relative)) {
    const file = [".ts", ".tsx"].map((ext) => path.join(ROOT, relative + ext)).find(existsSync);
    const text = file ? readFileSync(file, "utf8") : "";
    schemaModules.set(
      relative,
      /from "zod"|\bz\.(object|string|number|enum|array|union|boolean|iso|record)\(/.test(text),
    );
  }
  return schemaModules.get(relative);
}

// Where validation runs: the schemas themselves, the demo API, the forms (their rules come from the
// schema), the tests and scripts.
const VALIDATES =
  /^(src\/contract\/|src\/mocks\/|src\/components\/form\/|resources\/[^/]+\/(schema|demo)\/|resources\/demo\.ts$)|(^|\/)(form|create|edit)\.tsx$|-form\.tsx?$|(^|\/)use-[a-z-]*form\.tsx?$/;

/**
 * Pages that do not validate (lists, detail pages, the shell, the login page) take the schemas'
 * types only (`import type`): zod reaches only the pages that validate.
 */
const schemaTypesOnly = {
  meta: {
    type: "problem",
    docs: { description: "Only forms, schemas and the demo API import zod schemas as values" },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename);
    if (file.startsWith("tests/") || file.startsWith("scripts/") || VALIDATES.test(file)) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === "type") return;
        const specifiers = node.specifiers.filter(
          (item) => item.type !== "ImportSpecifier" || item.importKind !== "type",
        );
        if (node.specifiers.length && !specifiers.length) return;
        const to = target(context.filename, node.source.value);
        if (to && isSchemaModule(to))
          context.report({
            node: node.source,
            message:
              "Import the schema's types only (import type): this page does not validate, and must not download zod. Plain rules (patterns, limits, enums) live in zod-free modules.",
          });
      },
    };
  },
};

// Where paths are written by hand: the tables they come from (area declarations, the route and
// link builders, the contract and the demo API), the session's route rules (spec 4 names paths), the
// public pages' routes, and the configuration.
const PATH_TABLES =
  /^(resources\/[^/]+\/(index\.tsx?|[^/]+\/index\.tsx?)|resources\/index\.ts|src\/lib\/(resource|routes)\.tsx?|src\/contract\/|src\/mocks\/|resources\/[^/]+\/(demo|schema)\/|resources\/demo\.ts|src\/session\/route-rules\.ts|providers\/auth\/paths\.ts|providers\/data\/(index|http)\.ts|providers\/i18n\/|src\/config\.ts)/;

// A route or an API path; not a static file ("/logo.svg").
const LOOKS_LIKE_PATH = /^\/[a-z$:{](?!.*\.[a-z0-9]{2,4}$)/;

/**
 * Links and API paths come from their typed tables: a page links to `links.voucher.show(id)` (built
 * from the area's declaration) and calls `apiPath("/vouchers/{id}/codes", { id })` (a path of the
 * contract). A path written by hand elsewhere is refused.
 */
const noHandBuiltPaths = {
  meta: {
    type: "problem",
    docs: { description: "Links and API paths only from the typed tables" },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename);
    if (file.startsWith("tests/") || file.startsWith("scripts/") || PATH_TABLES.test(file))
      return {};
    const allowed = (node) =>
      node.parent?.type === "CallExpression" &&
      node.parent.callee.type === "Identifier" &&
      node.parent.callee.name === "apiPath" &&
      node.parent.arguments[0] === node;
    const report = (node) =>
      context.report({
        node,
        message:
          "Build this path from its table: a page's link from its area's links (linksOf / the domain's exports), an API path with apiPath() over the contract's paths.",
      });
    return {
      Literal(node) {
        if (typeof node.value === "string" && LOOKS_LIKE_PATH.test(node.value) && !allowed(node))
          report(node);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked ?? "";
        if (LOOKS_LIKE_PATH.test(head) || (head === "/" && node.expressions.length > 0))
          report(node);
      },
    };
  },
};

/** The rule keys antd checks that a schema states (a value's presence, length, range, pattern, type). */
const SCHEMA_RULE_KEYS = new Set([
  "required",
  "min",
  "max",
  "len",
  "pattern",
  "type",
  "whitespace",
]);

/**
 * Field rules are written once, in the entity's schema: a form takes them with `field(path)`
 * (src/components/form/use-schema-form.ts). A hand-written antd rule (`rules={[{ required: true }]}`)
 * is a second copy that drifts, and an InputNumber's `min`/`max` clamps what was typed on blur (a
 * 150 % discount silently became 100 %): the schema refuses it with its bound instead.
 */
const rulesFromSchemas = {
  meta: {
    type: "problem",
    docs: { description: "Form rules come from the schema; no clamping number inputs" },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename);
    if (!file.startsWith("resources/") || file.includes("/demo/") || file.includes("/schema/"))
      return {};
    return {
      JSXAttribute(node) {
        const name = node.name?.name;
        const element = node.parent?.name;
        const elementName =
          element?.type === "JSXIdentifier"
            ? element.name
            : element?.type === "JSXMemberExpression"
              ? `${element.object.name}.${element.property.name}`
              : "";
        if (/InputNumber$/.test(elementName) && (name === "min" || name === "max"))
          context.report({
            node,
            message: `An InputNumber's ${name} clamps what was typed: let the schema refuse the value with its bound.`,
          });
        if (name !== "rules" || node.value?.type !== "JSXExpressionContainer") return;
        const list = node.value.expression;
        if (list.type !== "ArrayExpression") return;
        for (const item of list.elements) {
          if (item?.type === "CallExpression")
            context.report({
              node: item,
              message:
                "A rule built by hand: write it once in the entity's schema and spread field(path) on the Form.Item.",
            });
          if (item?.type !== "ObjectExpression") continue;
          for (const property of item.properties) {
            const key =
              property.type === "Property" ? (property.key.name ?? property.key.value) : "";
            if (SCHEMA_RULE_KEYS.has(key))
              context.report({
                node: property,
                message: `A hand-written '${key}' rule: write it once in the entity's schema and spread field(path) on the Form.Item.`,
              });
          }
        }
      },
    };
  },
};

export default {
  rules: {
    "rules-from-schemas": rulesFromSchemas,
    boundaries,
    "schema-types-only": schemaTypesOnly,
    "no-hand-built-paths": noHandBuiltPaths,
  },
};
