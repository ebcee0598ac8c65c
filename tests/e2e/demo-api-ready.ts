import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Waits until the mock service worker answers (it starts after the login form is usable). */
export async function apiReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          try {
            const answer = await fetch("/api/health");
            return (
              ((await answer.json()) as { payload?: { status?: string } }).payload?.status ?? ""
            );
          } catch {
            return "";
          }
        }),
      { timeout: 20_000, interval: 200 },
    )
    .toBe("ok");
}
