import { areas } from "@resources/index";
import { prefetchArea } from "@/lib/routes";

const started = new Set<string>();

/** Downloads an area's page code once (hover or idle), so opening it needs no network wait for code. */
export function prefetchResource(name: string): Promise<unknown> {
  if (started.has(name)) return Promise.resolve();
  const area = areas.find((candidate) => candidate.name === name);
  if (!area) return Promise.resolve();
  started.add(name);
  return prefetchArea(area).catch(() => undefined);
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Prefetches the given entries one after another while the browser is idle,
 * starting after `delayMs` so the first page gets the network to itself.
 * Returns a cancel function.
 */
export function prefetchWhenIdle(names: string[], delayMs = 1500): () => void {
  const win = window as IdleWindow;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  const queue = [...names];
  const next = () => {
    if (cancelled) return;
    const name = queue.shift();
    if (!name) return;
    const run = () => {
      void prefetchResource(name).then(next);
    };
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(run, { timeout: 2000 });
    else timer = setTimeout(run, 50);
  };
  timer = setTimeout(next, delayMs);
  return () => {
    cancelled = true;
    if (timer) clearTimeout(timer);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
  };
}
