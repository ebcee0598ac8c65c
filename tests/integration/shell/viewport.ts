/**
 * jsdom answers every media query with "no match", which antd reads as the
 * smallest screen. These helpers make matchMedia answer for a given width so
 * the shell shows its desktop (sidebar) or mobile (drawer) layout.
 */
type Listener = (event: { matches: boolean; media: string }) => void;

let width = 1440;
const queries = new Map<string, Set<Listener>>();

const evaluate = (query: string) => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};

function matchMedia(query: string) {
  const listeners = queries.get(query) ?? new Set<Listener>();
  queries.set(query, listeners);
  return {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => false,
  };
}

const original = window.matchMedia;

/** Use in a describe block: every test there sees a screen `px` wide. */
export function useViewport(px: number) {
  beforeEach(() => {
    width = px;
    Object.defineProperty(window, "matchMedia", {
      writable: true,
      configurable: true,
      value: matchMedia,
    });
  });
  afterEach(() => {
    Object.defineProperty(window, "matchMedia", {
      writable: true,
      configurable: true,
      value: original,
    });
    queries.clear();
  });
}
