/**
 * With the demo API, every API call waits for it to start (see providers/data/http.ts); with a real
 * backend this promise is resolved from the start and the demo code is never imported.
 */
let isReady = !__DEMO_API__;
let resolveReady: () => void = () => undefined;
const ready: Promise<void> = __DEMO_API__
  ? new Promise<void>((resolve) => {
      resolveReady = () => {
        isReady = true;
        resolve();
      };
    })
  : Promise.resolve();

export const whenApiReady = () => ready;

/**
 * Whether calls may leave at once: a call that does not wait (not even for a resolved promise) sends
 * its request in the same task, so a list's first page asked for while the page renders leaves then,
 * not once the render is over (src/lib/fetch-while-rendering.ts).
 */
export const apiIsReady = () => isReady;

/** Marks the API usable (tests call this: their MSW server is already listening). */
export const markApiReady = () => resolveReady();

/**
 * Starts the demo API at once, side by side with the console's own start: its database and handlers
 * run in a Web Worker (resources/demo-client.ts), so the page's main thread only fetches a small
 * chunk and registers the demo's service worker, while the worker loads, restores the saved changes
 * and is ready by the time the first page asks for data.
 */
export function startDemoApiThenReady(start: () => Promise<void>) {
  start()
    .then(() => resolveReady())
    .catch((error: unknown) => {
      console.error("The demo API could not start", error);
      resolveReady();
    });
}
