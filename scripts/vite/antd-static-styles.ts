import type { Plugin } from "vite";
import { themeConfig } from "../../src/theme";

/**
 * Pre-renders, at build time, the antd styles of what the first screen shows (the sign-in page and
 * the full-page loader) into index.html, in the form antd's CSS-in-JS runtime recognises (its
 * `data-ant-cssinjs-cache-path` map): the browser then finds those styles ready instead of computing
 * and serialising them in JavaScript before the form can show (about 100 ms of the login page's
 * first render on this machine). Components not listed here still get their styles at run time.
 *
 * The theme is the app's own (src/theme.ts); a theme the runtime does not match would only cost the
 * saving (antd generates its styles as before), and tests/e2e/login-styles.e2e.ts catches it.
 */
export function antdStaticStyles(): Plugin {
  return {
    name: "antd-static-styles",
    apply: "build",
    async transformIndexHtml(html) {
      const styles = await renderFirstScreenStyles();
      return html.replace("</head>", `${styles}\n  </head>`);
    },
  };
}

async function renderFirstScreenStyles(): Promise<string> {
  // Loaded here, during the build: antd and React stay out of the config's own start-up.
  const [{ createElement: h }, { renderToString }, cssinjs, antd] = await Promise.all([
    import("react"),
    import("react-dom/server"),
    import("@ant-design/cssinjs"),
    import("antd"),
  ]);
  const { App, Button, Col, ConfigProvider, Flex, Form, Input, Row, Spin, Typography } = antd;
  const cache = cssinjs.createCache();
  renderToString(
    h(
      cssinjs.StyleProvider,
      { cache },
      h(
        ConfigProvider,
        { theme: { algorithm: antd.theme.defaultAlgorithm, ...themeConfig } },
        h(
          App,
          null,
          // src/pages/public/auth-layout.tsx and login/login-page.tsx; the loader's Spin.
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
        ),
      ),
    ),
  );
  const styles = cssinjs.extractStyle(cache);
  if (styles.includes("css-dev-only")) {
    throw new Error(
      "antd styles were pre-rendered in development mode; run the build with NODE_ENV=production",
    );
  }
  return styles;
}
