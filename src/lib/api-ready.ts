/**
 * With the demo API the mock service worker starts after the first paint, so
 * the login form is usable before any demo code downloads. Every API call
 * waits for this promise (see providers/data/http.ts); with a real backend it
 * is resolved from the start and the demo code is never imported.
 */
let resolveReady: () => void = () => undefined;
const ready: Promise<void> = __DEMO_API__
  ? new Promise<void>((resolve) => {
      resolveReady = resolve;
    })
  : Promise.resolve();

export const whenApiReady = () => ready;

/** Marks the API usable (tests call this: their MSW server is already listening). */
export const markApiReady = () => resolveReady();

export function startDemoApiWhenIdle(startDemoApi: () => Promise<void>) {
  const start = () => {
    startDemoApi()
      .then(() => resolveReady())
      .catch((error: unknown) => {
        console.error("The demo API could not start", error);
        resolveReady();
      });
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 300 });
  else setTimeout(start, 0);
}
