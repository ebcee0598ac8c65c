import { pageChunk } from "@/lib/page-loader";
import { areaNamed, type AreaDefinition } from "@/lib/resource";

/** All of an area's pages, through their chunks: a prefetched page renders at once, with no loader. */
const prefetchArea = (area: AreaDefinition) =>
  Promise.all(
    [...Object.values(area.pages), ...(area.extraRoutes ?? []).map((extra) => extra.page)].map(
      (page) => page && pageChunk(page).prefetch(),
    ),
  );

const started = new Set<string>();

/**
 * Hover or focus on an entry: downloads all of the area's page code once
 * (the list it opens and the detail/form pages one click further).
 */
export function prefetchResource(name: string): Promise<unknown> {
  const key = `all:${name}`;
  if (started.has(key)) return Promise.resolve();
  const area = areaNamed(name);
  if (!area) return Promise.resolve();
  started.add(key);
  started.add(`entry:${name}`);
  return prefetchArea(area).catch(() => undefined);
}

/** Idle time: only the page an entry opens, so idle prefetching stays light. */
function prefetchEntryPage(name: string): Promise<unknown> {
  const key = `entry:${name}`;
  if (started.has(key)) return Promise.resolve();
  const page = areaNamed(name)?.pages.list ?? areaNamed(name)?.pages.show;
  started.add(key);
  return page ? pageChunk(page).prefetch() : Promise.resolve();
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Prefetches the pages the given entries open, one after another while the
 * browser is idle, starting after `delayMs` so the first page has the network
 * to itself; `onDone` once all of them were asked for and settled. Returns a cancel function.
 */
export function prefetchWhenIdle(names: string[], delayMs = 1500, onDone?: () => void): () => void {
  const win = window as IdleWindow;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  const queue = [...names];
  const next = () => {
    if (cancelled) return;
    const name = queue.shift();
    if (!name) {
      onDone?.();
      return;
    }
    const run = () => {
      void prefetchEntryPage(name).then(next);
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
