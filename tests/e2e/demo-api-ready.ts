import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Waits until the demo API answers a page's `fetch` (it starts after the login form is usable). */
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

/** An answer of the demo API, read loosely. */
export interface DemoAnswer {
  payload: Record<string, unknown> & { results?: never[] };
}

/**
 * Calls the demo API from the page as the signed-in user (the session the console keeps): the
 * journeys change records through the API, then look at them in the console.
 */
export const callAsUser = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem("session") ?? "{}") as { token?: string };
      const answer = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${session.token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await answer.json()) as DemoAnswer;
    },
    { method, path, body },
  );
