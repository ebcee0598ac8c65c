import { warmSearch } from "./handlers/search";

/** The longest slice of index building between two looks at the page's other work, in ms. */
const SLICE_MS = 30;
/** How long the demo API stays without a request before the building starts (or goes on), in ms. */
const QUIET_MS = 400;

/**
 * The page's idle callback; in the demo API's Web Worker (which has none) a plain task: there the
 * building never holds up the page, only the worker's next answer, by at most one slice.
 */
const whenIdle: (work: (deadline: Pick<IdleDeadline, "timeRemaining">) => void) => void =
  typeof requestIdleCallback === "function"
    ? (work) => requestIdleCallback(work)
    : (work) => setTimeout(() => work({ timeRemaining: () => SLICE_MS }), 0);

let lastAnswer = 0;
let waiting: ReturnType<typeof setTimeout> | undefined;

/**
 * After each answer of the demo API in the browser (in its Web Worker): once it has had no request for QUIET_MS and the
 * page is idle, build the search's indexes of the data loaded so far in slices of at most SLICE_MS
 * (never a long task, never inside a page's loading), so that the first Find anything answers from
 * ready indexes instead of folding every record then. A request in between puts the rest off again.
 */
export function scheduleSearchWarmup() {
  lastAnswer = performance.now();
  if (waiting === undefined) waitForQuiet();
}

function waitForQuiet() {
  waiting = setTimeout(() => {
    const quietFor = performance.now() - lastAnswer;
    if (quietFor < QUIET_MS) return waitForQuiet();
    whenIdle(slice);
  }, QUIET_MS);
}

function slice(deadline: Pick<IdleDeadline, "timeRemaining">) {
  if (performance.now() - lastAnswer < QUIET_MS) return waitForQuiet();
  const end = performance.now() + Math.min(SLICE_MS, deadline.timeRemaining());
  if (warmSearch(() => end - performance.now())) waiting = undefined;
  else whenIdle(slice);
}
