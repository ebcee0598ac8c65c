import { warmSearch } from "./handlers/search";

/** The longest slice of index building between two looks at the page's other work, in ms. */
const SLICE_MS = 30;
/** How long the demo API stays without a request before the building starts (or goes on), in ms. */
const QUIET_MS = 400;

let lastAnswer = 0;
let waiting: ReturnType<typeof setTimeout> | undefined;

/**
 * After each answer of the demo API in the browser: once it has had no request for QUIET_MS and the
 * page is idle, build the search's indexes of the data loaded so far in slices of at most SLICE_MS
 * (never a long task, never inside a page's loading), so that the first Find anything answers from
 * ready indexes instead of folding every record then. A request in between puts the rest off again.
 */
export function scheduleSearchWarmup() {
  if (typeof requestIdleCallback !== "function") return;
  lastAnswer = performance.now();
  if (waiting === undefined) waitForQuiet();
}

function waitForQuiet() {
  waiting = setTimeout(() => {
    const quietFor = performance.now() - lastAnswer;
    if (quietFor < QUIET_MS) return waitForQuiet();
    requestIdleCallback(slice);
  }, QUIET_MS);
}

function slice(deadline: IdleDeadline) {
  if (performance.now() - lastAnswer < QUIET_MS) return waitForQuiet();
  const end = performance.now() + Math.min(SLICE_MS, deadline.timeRemaining());
  if (warmSearch(() => end - performance.now())) waiting = undefined;
  else requestIdleCallback(slice);
}
