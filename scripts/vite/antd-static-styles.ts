import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { themeConfig } from "../../src/theme";

/**
 * antd's styles, rendered at build time instead of in the browser.
 *
 * antd 5 computes every component's CSS in JavaScript the first time the component mounts (style
 * objects from the theme tokens, serialised by stylis, hashed, inserted as <style> elements). On this
 * machine that is about 100 ms of the login page's first render and 150 ms of a signed-in page's. antd's
 * CSS-in-JS runtime skips that work for every style listed in a "cache path map" (a CSS rule
 * `.data-ant-cssinjs-cache-path{content:"path:hash;..."}`) whose CSS already comes from a stylesheet.
 * This plugin renders the app's components with the app's theme (src/theme.ts) at build time and ships
 * their CSS and that map in two parts:
 *
 * - the first screen (sign-in page, full-page loader): inlined into index.html, so the login page needs
 *   no extra request;
 * - everything else the console uses: `virtual:antd-console-styles.css`, imported by the console's
 *   lazy chunk (src/lib/antd-console-styles.ts), so Vite loads it with that chunk and the login page never
 *   downloads it. Its map covers both parts; being later in the document it wins the cascade, and the
 *   runtime re-reads it when the console starts.
 *
 * The console's components are found by reading which antd components the source imports, so an area
 * that starts using another one gets its styles too. A component that is not covered, or a theme the
 * runtime does not match, only costs the saving (antd generates those styles as before);
 * tests/e2e/public.e2e.ts and shell.e2e.ts check that the first screen and a signed-in page generate
 * none at run time. In development (the dev server, a development build) and in Vitest the virtual
 * stylesheet is empty.
 */
export const CONSOLE_STYLES_ID = "virtual:antd-console-styles.css";
const RESOLVED_CONSOLE_STYLES_ID = `\0${CONSOLE_STYLES_ID}`;

export function antdStaticStyles(): Plugin {
  let isBuild = false;
  let rendered: Promise<{ firstScreen: string; console: string }> | undefined;
  const render = () => (rendered ??= renderStyles());
  return {
    name: "antd-static-styles",
    configResolved(config) {
      // A development build (NODE_ENV=development: the browser tests' check for React and antd
      // warnings) styles at run time, as the dev server does: antd's development styles differ.
      isBuild = config.command === "build" && config.isProduction;
    },
    resolveId(id) {
      return id === CONSOLE_STYLES_ID ? RESOLVED_CONSOLE_STYLES_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_CONSOLE_STYLES_ID) return undefined;
      return isBuild ? (await render()).console : "";
    },
    async transformIndexHtml(html) {
      if (!isBuild) return html;
      const { firstScreen } = await render();
      return html.replace("</head>", `<style data-antd-static>${firstScreen}</style>\n  </head>`);
    },
  };
}

// ------------------------------------------------------------------------------ what gets rendered

/**
 * The first screen: the root's App styles (src/components/app-providers.tsx), auth-layout.tsx,
 * login/login-page.tsx (their plain Title, Text and Paragraph wear Typography's styles) and the
 * loader's Spin.
 */
function firstScreen(antd: typeof import("antd"), h: typeof import("react").createElement) {
  const { App, Button, Col, Flex, Form, Input, Row, Spin, Typography } = antd;
  return [
    h(App),
    h(Row, null, h(Col, { xs: 0, md: 11, lg: 12 })),
    h(
      Flex,
      { vertical: true },
      h(Typography.Title, { level: 2 }),
      h(Typography.Paragraph, null),
      h(Typography.Text, null),
    ),
    h(
      Form,
      { layout: "vertical" },
      h(Form.Item, { name: "email", rules: [{ required: true }] }, h(Input)),
      h(Form.Item, { name: "password" }, h(Input.Password)),
      h(Button, { type: "primary", block: true }),
    ),
    h(Spin),
  ];
}

/** antd components rendered by other packages' components the console uses (Refine's pages, antd's own). */
const IMPLIED_COMPONENTS = [
  "Breadcrumb",
  "Card",
  "Checkbox",
  "Dropdown",
  "Empty",
  "Menu",
  "Pagination",
  "Radio",
  "Skeleton",
  "Space",
  "Spin",
  "Tooltip",
  "Typography",
];

/** Parts that render wrong alone: Form.ErrorList without its Form.Item styles an empty class name. */
const SKIPPED_PARTS = new Set(["Form.ErrorList"]);

/**
 * Props that make a component render the parts whose styles matter (rows, items, a sorter...), one
 * render per entry: some parts have styles of their own (a Tag's preset and status colours).
 */
function propsFor(name: string): Record<string, unknown>[] {
  const span = "x";
  switch (name) {
    case "Tag":
      return [{}, { color: "blue" }, { color: "success" }];
    default:
      return [oneProps(name, span)];
  }
}

function oneProps(name: string, span: string): Record<string, unknown> {
  switch (name) {
    case "Table":
      return {
        columns: [
          { title: "a", dataIndex: "a", sorter: true, filters: [{ text: "a", value: "a" }] },
          { title: "b", dataIndex: "b", fixed: "right" },
        ],
        dataSource: [{ key: 1, a: 1, b: 2 }],
        rowSelection: {},
        pagination: { total: 50 },
        scroll: { x: 800 },
      };
    case "Menu":
      return {
        mode: "inline",
        items: [
          { key: "a", label: span },
          { key: "b", label: span, children: [{ key: "c", label: span }] },
          { type: "group", key: "d", label: span, children: [{ key: "e", label: span }] },
        ],
      };
    case "Breadcrumb":
      return { items: [{ title: span }, { title: span }] };
    case "Tabs":
      return { items: [{ key: "a", label: span, children: span }] };
    case "Descriptions":
      return { bordered: true, items: [{ key: "a", label: span, children: span }] };
    case "Tree":
      return {
        checkable: true,
        treeData: [{ key: "a", title: span, children: [{ key: "b", title: span }] }],
      };
    case "List":
      return { dataSource: [span], renderItem: (item: string) => item };
    case "Badge":
      return { count: 5, children: span };
    case "Select":
      return { options: [{ value: "a", label: span }], allowClear: true };
    case "Result":
      return { status: "403" };
    case "Progress":
      return { percent: 50 };
    case "Statistic":
      return { value: 1 };
    case "Steps":
      return { items: [{ title: span }] };
    case "Dropdown":
    case "Tooltip":
    case "Popover":
    case "Popconfirm":
      return { title: span, children: span };
    default:
      return {};
  }
}

/** The antd components the console's source imports by name (`import { Table, Tag } from "antd"`). */
function importedComponents(root: string): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== "node_modules" && entry !== "mocks") visit(path);
      } else if (/\.tsx?$/.test(entry)) {
        const source = readFileSync(path, "utf8");
        for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"antd"/g)) {
          for (const part of match[1].split(",")) {
            const name = part
              .trim()
              .replace(/^type\s+/, "")
              .split(/\s+as\s+/)[0];
            if (/^[A-Z]/.test(name) && !part.trim().startsWith("type ")) names.add(name);
          }
        }
      }
    }
  };
  for (const dir of ["src", "resources", "providers"]) visit(join(root, dir));
  return [...names];
}

// ------------------------------------------------------------------------------ rendering

async function renderStyles() {
  // Loaded here, during the build: antd and React stay out of the config's own start-up.
  const [{ createElement: h }, { renderToString }, cssinjs, antd] = await Promise.all([
    import("react"),
    import("react-dom/server"),
    import("@ant-design/cssinjs"),
    import("antd"),
  ]);
  const cache = cssinjs.createCache();
  const render = (children: ReturnType<typeof h>[]) =>
    renderToString(
      h(
        cssinjs.StyleProvider,
        { cache },
        h(
          antd.ConfigProvider,
          { theme: { algorithm: antd.theme.defaultAlgorithm, ...themeConfig } },
          h(antd.App, null, ...children),
        ),
      ),
    );

  render(firstScreen(antd, h));
  const firstScreenCss = cssinjs.extractStyle(cache, { plain: true, once: true });

  const registry = antd as unknown as Record<string, unknown>;
  const isComponent = (value: unknown) =>
    typeof value === "function" ||
    (typeof value === "object" && value !== null && "$$typeof" in value);
  for (const name of new Set([...importedComponents(process.cwd()), ...IMPLIED_COMPONENTS])) {
    const component = registry[name];
    if (!isComponent(component)) continue;
    // The component and its parts (Typography.Title, Input.Search, Layout.Sider...), each on its own:
    // a part that cannot render alone (it needs its parent's context) is simply skipped.
    const parts = [
      [name, component],
      ...Object.entries(component as object)
        .filter(([key, value]) => /^[A-Z]/.test(key) && isComponent(value))
        .map(([key, value]) => [`${name}.${key}`, value]),
    ] as [string, Parameters<typeof h>[0]][];
    for (const [partName, part] of parts) {
      if (SKIPPED_PARTS.has(partName)) continue;
      try {
        render(propsFor(partName).map((props, index) => h(part, { key: index, ...props })));
      } catch {
        /* a part that needs its parent: its styles come with the parent */
      }
    }
  }
  // Refine's page header (every list, show, create and edit page) is styled by antd's pro-layout.
  const { PageHeader } = await import("@refinedev/antd");
  render([h(PageHeader, { title: "x", breadcrumb: { items: [{ title: "x" }] } })]);
  const consoleCss = cssinjs.extractStyle(cache, { plain: true, once: true });

  for (const css of [firstScreenCss, consoleCss]) {
    if (css.includes("css-dev-only")) {
      throw new Error(
        "antd styles were pre-rendered in development mode; run the build with NODE_ENV=production",
      );
    }
  }
  // The console's map lists the first screen's styles too: it replaces the first one when it loads.
  const combinedMap = [mapOf(firstScreenCss), mapOf(consoleCss)].filter(Boolean).join(";");
  return {
    firstScreen: firstScreenCss,
    console: consoleCss.replace(
      MAP_RULE,
      `.data-ant-cssinjs-cache-path{content:"${combinedMap}";}`,
    ),
  };
}

const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;
const mapOf = (css: string) => {
  const match = MAP_RULE.exec(css);
  if (!match) throw new Error("antd's extractStyle wrote no cache path map");
  return match[1];
};
