import { setupServer } from "msw/node";
import { resetDb } from "./db";
import type { HttpHandler } from "msw";
import { clearFaults } from "./lib/faults";
import { setTokenLifetime } from "./lib/jwt";

/**
 * The demo API for tests: the very same handlers as the browser's (resources/demo.ts gives them to
 * `serveDemoApi`), no latency, no persistence.
 */
export const server = setupServer();

/** The endpoints the server answers (after each test, `server.resetHandlers()` comes back to these). */
export const serveDemoApi = (handlers: HttpHandler[]) => server.resetHandlers(...handlers);

/** Back to the seed (cached; rows are re-copied lazily), faults cleared, default token lifetime. */
export function resetDemoData() {
  resetDb();
  clearFaults();
  setTokenLifetime(8 * 60 * 60);
}

export { setFault, clearFaults } from "./lib/faults";
export { setTokenLifetime } from "./lib/jwt";
export { db } from "./db";
