import type { Page } from "playwright-core";

/** `npm run screenshots` writes the docs' images (scripts/e2e.mjs --screenshots). */
export const screenshotsForDocs = () =>
  (process.env.E2E_SCREENSHOT_DIR ?? "").replace(/^\.\//, "").startsWith("docs/");

/**
 * Before a screenshot: the page's requests answered (chunks, API calls), no spinner, skeleton or
 * "Preparing the feature..." overlay left, images and fonts in. This replaces the fixed pauses
 * (0.5-2.5 s) that each screenshot used to wait. For the docs' images (`npm run screenshots`) it also
 * gives late extras (the sidebar's badges, asked for once the browser is idle) `docsPauseMs` to arrive.
 */
export async function settle(page: Page, docsPauseMs = 1000) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.ant-spin-spinning, .ant-skeleton-active, [data-testid="page-loading-overlay"]',
      ) && [...document.images].every((image) => image.complete),
  );
  await page.evaluate(() => document.fonts.ready);
  if (screenshotsForDocs()) await page.waitForTimeout(docsPauseMs);
}
