/**
 * Starts the demo API from the page (src/main.tsx, when no backend is configured): the handlers and
 * the database of resources/demo.ts in their own Web Worker (resources/demo-worker.ts), and the mock
 * service worker in the page (src/mocks/browser.ts), which hands each request to that worker. The
 * worker is created first, in this small chunk, so that it downloads, starts and restores the saved
 * changes while the page still loads the rest.
 */
import { startWorker } from "@/mocks/worker-start";

export function startDemoApi() {
  const worker = new Worker(new URL("./demo-worker.ts", import.meta.url), {
    type: "module",
    name: "demo-api",
  });
  startWorker(worker);
  return import("@/mocks/browser").then((demo) => demo.startDemoApi(worker));
}
