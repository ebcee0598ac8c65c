import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

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

/**
 * Where a toast has slid into place: its box once its opening motion has ended. antd marks the
 * toast's wrapper with its motion classes (…-appear, …-enter) until then, and the animations moving
 * it (its own, its wrapper's) end after that.
 */
export async function settledBox(toast: Locator) {
  await toast.waitFor();
  await expect
    .poll(
      () =>
        toast.evaluate((element) => {
          const wrapper = element.closest('[class*="-notice-wrapper"]') ?? element;
          return /-(appear|enter)/.test(wrapper.className);
        }),
      { timeout: 15_000 },
    )
    .toBe(false);
  await toast.evaluate((element) =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return !!target && (target.contains(element) || element.contains(target));
        })
        .map((animation) => animation.finished),
    ).then(() => undefined),
  );
  return (await toast.boundingBox())!;
}
