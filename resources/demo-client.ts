/**
 * Starts the demo API from the page (src/main.tsx, when no backend is configured): the mock service
 * worker in the page, the handlers and the database of resources/demo.ts in their own Web Worker
 * (resources/demo-worker.ts), so neither downloads nor runs on the page's main thread.
 */
export const startDemoApi = () =>
  import("@/mocks/browser").then((demo) =>
    demo.startDemoApi(
      () =>
        new Worker(new URL("./demo-worker.ts", import.meta.url), {
          type: "module",
          name: "demo-api",
        }),
    ),
  );
