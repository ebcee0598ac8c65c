/**
 * The fault switch: make matching endpoints fail, for tests and manual trials.
 *
 * - Tests: `setFault("/products", "500")`, `clearFaults()`.
 * - Browser: `?demo-fault=/products:500` (several: comma-separated; `?demo-fault=off` clears),
 *   remembered in sessionStorage `demo-faults`; or set localStorage/sessionStorage
 *   `demo-faults` to JSON like `{"GET /products": "timeout"}`.
 * A pattern is a path (prefix on segment boundaries, `*` matches one segment), optionally
 * preceded by a method: "GET /products", "/my-notifications", "/products/*".
 */
export type FaultKind = "500" | "timeout" | "malformed" | "network";
const KINDS: FaultKind[] = ["500", "timeout", "malformed", "network"];
export const FAULT_STORAGE_KEY = "demo-faults";

const faults = new Map<string, FaultKind>();

export function setFault(pattern: string, kind: FaultKind) {
  faults.set(pattern, kind);
}
export function clearFault(pattern: string) {
  faults.delete(pattern);
}
export function clearFaults() {
  faults.clear();
}

/**
 * Where the remembered faults live. In the page: its localStorage and sessionStorage. In the demo
 * API's Web Worker (which has neither): the page's copy, sent with each request
 * (src/mocks/worker-server.ts), and a clear reported back to the page.
 */
export interface StoredFaults {
  read(): Record<string, string>;
  clear(): void;
}

const pageStorage: StoredFaults = {
  read: () => {
    const result: Record<string, string> = {};
    for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
      try {
        const raw = storage?.getItem(FAULT_STORAGE_KEY);
        if (raw) Object.assign(result, JSON.parse(raw) as Record<string, string>);
      } catch {
        // A hand-edited value that is not JSON: ignore it.
      }
    }
    return result;
  },
  clear: () => {
    for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
      try {
        storage?.removeItem(FAULT_STORAGE_KEY);
      } catch {
        // Storage that cannot be written: nothing was remembered there.
      }
    }
  },
};

let storedFaults = pageStorage;

/** The demo API's Web Worker: the remembered faults are the page's, not this context's storage. */
export const setStoredFaults = (source: StoredFaults) => {
  storedFaults = source;
};

/** The faults remembered in this page's storage (sent to the demo API's worker with each request). */
export const pageStoredFaults = () => pageStorage.read();
/** Forgets the faults remembered in this page's storage (the worker cleared them). */
export const clearPageStoredFaults = () => pageStorage.clear();

function stored(): Record<string, string> {
  return storedFaults.read();
}

/** Reads `?demo-fault=` once at start-up (browser) into sessionStorage. */
export function rememberFaultsFromUrl(search: string) {
  const value = new URLSearchParams(search).get("demo-fault");
  if (value === null) return;
  if (value === "off" || value === "") {
    sessionStorage.removeItem(FAULT_STORAGE_KEY);
    return;
  }
  const parsed: Record<string, string> = {};
  for (const item of value.split(",")) {
    const at = item.lastIndexOf(":");
    const kind = item.slice(at + 1) as FaultKind;
    if (at > 0 && KINDS.includes(kind)) parsed[item.slice(0, at)] = kind;
  }
  sessionStorage.setItem(FAULT_STORAGE_KEY, JSON.stringify(parsed));
}

function matches(pattern: string, method: string, path: string): boolean {
  let target = pattern.trim();
  const space = target.indexOf(" ");
  if (space > 0) {
    if (target.slice(0, space).toUpperCase() !== method.toUpperCase()) return false;
    target = target.slice(space + 1).trim();
  }
  const want = target.replace(/^\/+|\/+$/g, "").split("/");
  const have = path.replace(/^\/+|\/+$/g, "").split("/");
  if (want.length > have.length) return false;
  return want.every((segment, i) => segment === "*" || segment === have[i]);
}

/** Every fault in effect (set by a test, by `?demo-fault=` or by hand in storage). */
export function activeFaults(): { pattern: string; kind: FaultKind }[] {
  const all = new Map<string, FaultKind>();
  for (const [pattern, kind] of Object.entries(stored()))
    if (KINDS.includes(kind as FaultKind)) all.set(pattern, kind as FaultKind);
  for (const [pattern, kind] of faults) all.set(pattern, kind);
  return [...all].map(([pattern, kind]) => ({ pattern, kind }));
}

/** Clears every fault, the remembered ones included (the demo banner's "Clear"). */
export function clearAllFaults() {
  faults.clear();
  storedFaults.clear();
}

/** The fault configured for a request, if any. */
export function faultFor(method: string, path: string): FaultKind | undefined {
  for (const [pattern, kind] of faults) if (matches(pattern, method, path)) return kind;
  for (const [pattern, kind] of Object.entries(stored())) {
    if (KINDS.includes(kind as FaultKind) && matches(pattern, method, path))
      return kind as FaultKind;
  }
  return undefined;
}
