import { warmSearch } from "./handlers/search";

/** The longest slice of index building between two looks at the page's other work, in ms. */
const SLICE_MS = 30;

let scheduled = false;

/**
 * After each answer of the demo API in the browser: when the page is idle, build the search's
 * indexes of the data loaded so far in slices of at most SLICE_MS (never a long task), so that the
 * first Find anything answers from ready indexes instead of folding every record then.
 */
export function scheduleSearchWarmup() {
  if (scheduled || typeof requestIdleCallback !== "function") return;
  scheduled = true;
  const slice = (deadline: IdleDeadline) => {
    const end = performance.now() + Math.min(SLICE_MS, Math.max(deadline.timeRemaining(), 10));
    if (warmSearch(() => end - performance.now())) scheduled = false;
    else requestIdleCallback(slice, { timeout: 1000 });
  };
  requestIdleCallback(slice, { timeout: 1000 });
}
