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

export {};
