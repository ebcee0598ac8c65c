/**
 * Starts the demo API from the page (src/main.tsx, when no backend is configured): the handlers and
 * the database of resources/demo.ts in their own Web Worker (resources/demo-worker.ts), and the
 * page's relay for the demo's service worker (src/mocks/browser.ts). The worker is created first, so
 * that it downloads, starts and restores the saved changes while the page still loads the rest.
 */
import { startDemoApi as startRelay } from "@/mocks/browser";
import { startWorker } from "@/mocks/worker-start";

export function startDemoApi() {
  const worker = new Worker(new URL("./demo-worker.ts", import.meta.url), {
    type: "module",
    name: "demo-api",
  });
  startWorker(worker);
  return startRelay(worker);
}
