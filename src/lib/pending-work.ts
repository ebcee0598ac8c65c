/**
 * What the current page is waiting for: its code (the page chunk) and its API calls. Work that must
 * not compete with them (the sidebar badges, which a backend answers by counting whole collections)
 * starts once they are done.
 */
const pending = new Set<object>();
const settledListeners = new Set<() => void>();

/** Counts one piece of the page's work until `done` is called. */
export function beginWork(): () => void {
  const token = {};
  pending.add(token);
  return () => {
    if (!pending.delete(token)) return;
    if (pending.size === 0) settledListeners.forEach((listener) => listener());
  };
}

/** Counts `promise` as the page's work until it settles; returns it unchanged. */
export function trackWork<T>(promise: Promise<T>): Promise<T> {
  const done = beginWork();
  promise.then(done, done);
  return promise;
}

/** Forgets all pending work (tests: a call left hanging by one test must not hold up the next). */
export function resetPendingWork(): void {
  pending.clear();
}

/**
 * Runs `run` once the page's work is done and the browser is idle (no new work started meanwhile), or
 * after `maxWaitMs` at the latest.
 * Looked at after the current task, so the work that the same render starts (a sibling's effect) is
 * counted. Returns a cancel function.
 */
export function afterWorkSettles(run: () => void, maxWaitMs = 5000): () => void {
  let done = false;
  let idle: number | undefined;
  const fire = () => {
    if (done) return;
    done = true;
    cleanup();
    run();
  };
  // Idle, and still nothing pending: a page whose code just arrived renders and asks for its data in
  // the tasks between.
  const whenIdle = () => {
    idle = undefined;
    if (pending.size === 0) fire();
  };
  const check = () => {
    if (done || pending.size > 0 || idle !== undefined) return;
    idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(whenIdle, { timeout: 500 })
        : window.setTimeout(whenIdle, 50);
  };
  const first = setTimeout(check, 0);
  const cap = setTimeout(fire, maxWaitMs);
  settledListeners.add(check);
  function cleanup() {
    clearTimeout(first);
    clearTimeout(cap);
    settledListeners.delete(check);
  }
  return () => {
    done = true;
    cleanup();
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}
