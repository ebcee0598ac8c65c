/**
 * Evaluated first in the demo API's Web Worker (resources/demo-worker.ts imports it before MSW):
 * MSW's cookie store insists on a `localStorage` in any browser-like context, and a worker has none.
 * An in-memory one stands in; the worker keeps nothing there (the page's storage stays the page's:
 * the fault switch's copy comes with each request, see src/mocks/worker-server.ts).
 */
if (typeof globalThis.localStorage === "undefined") {
  const items = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, "localStorage", { value: memory, configurable: true });
}

/**
 * Vite's dev server only: every module with a React component gets React Refresh's registration,
 * which reads `window` and calls `$RefreshReg$`. The worker loads a few such modules through a
 * domain's exports.ts (a production build drops them, the worker needs none of their components):
 * they get stand-ins here. A production build contains none of this.
 */
if (import.meta.env.DEV && typeof globalThis.window === "undefined") {
  Object.assign(globalThis, {
    window: globalThis,
    $RefreshReg$: () => undefined,
    $RefreshSig$: () => (type: unknown) => type,
  });
}

/**
 * While the worker's modules evaluate, errors carry no stack trace: MSW's handler constructor captures
 * one to note where each handler was declared (for its own debugging output, which the demo never
 * prints). For the demo API's several hundred handlers that was about 55 ms of the worker bundle's
 * evaluation in Node (385 → 330 ms; not measurable in the browser on this machine's noise:
 * docs/performance.md), CPU the page's own start needs. The worker's entry puts the
 * limit back before it serves: `restoreStackTraces`. V8's limit; elsewhere the setting does nothing.
 */
const errors = Error as ErrorConstructor & { stackTraceLimit?: number };
const stackTraceLimit = errors.stackTraceLimit;
errors.stackTraceLimit = 0;

/** Gives errors their stack traces again, once the handlers exist. */
export function restoreStackTraces() {
  errors.stackTraceLimit = stackTraceLimit;
}
