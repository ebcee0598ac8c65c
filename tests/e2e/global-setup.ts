import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
// @ts-expect-error -- plain .mjs helper shared with the Node scripts; it has no type declarations.
import { ensureChromium } from "../../scripts/lib/chromium.mjs";
// @ts-expect-error -- same as above.
import { serveStatic } from "../../scripts/lib/static-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

export const E2E_DIST = process.env.E2E_DIST ?? "dist-e2e";

export default async function setup(project: TestProject) {
  if (!existsSync(`${E2E_DIST}/index.html`)) {
    throw new Error(
      `No production build in ${E2E_DIST}/. Run \`npm run test:e2e\` (it builds first).`,
    );
  }
  const chromiumPath: string = ensureChromium();
  const server = (await serveStatic(E2E_DIST)) as { url: string; close: () => Promise<void> };
  project.provide("baseUrl", server.url);
  project.provide("chromiumPath", chromiumPath);
  return () => server.close();
}
