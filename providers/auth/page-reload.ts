/** Whether this page has asked for a new page load that may still be on its way. */
let leaving = false;

/**
 * While the console leaves on purpose, the page's "leave with unsaved changes?" listeners (Refine's,
 * added once a form has changes) do not ask. This one is added when the console starts, before any
 * of them, and as a capture listener: Chromium calls a window's listeners in the order they were
 * added, the DOM standard capture listeners first; either way this one runs first.
 */
if (typeof window !== "undefined")
  window.addEventListener(
    "beforeunload",
    (event) => {
      if (leaving) event.stopImmediatePropagation();
    },
    true,
  );

/** Settles when the user stays after all (see `stayedOnInput`). */
let stayed: { promise: Promise<void>; resolve: () => void } | undefined;

/**
 * Nothing, unless a page load this page asked for is on its way: then a promise that settles when the
 * user stays after all (they stopped the load and act on the page again). The data layer holds calls
 * made without a session behind it: while a sign-out loads the login page, every query Refine
 * refetches would only be refused with 401 (about ten of them on a list).
 */
export function whileLeaving(): Promise<void> | undefined {
  if (!leaving) return undefined;
  if (!stayed) {
    let resolve = () => undefined as void;
    const promise = new Promise<void>((settle) => (resolve = settle));
    stayed = { promise, resolve };
  }
  return stayed.promise;
}

/** A load the user stopped leaves them here: their next click or key press lets a load start again. */
function stayedOnInput() {
  const stay = () => {
    leaving = false;
    stayed?.resolve();
    stayed = undefined;
    window.removeEventListener("pointerdown", stay, true);
    window.removeEventListener("keydown", stay, true);
  };
  window.addEventListener("pointerdown", stay, true);
  window.addEventListener("keydown", stay, true);
}

/** The browser's own navigation (a seam for the unit tests: jsdom cannot navigate). */
export const browserLocation = {
  replace: (path: string) => window.location.replace(path),
  reload: () => window.location.reload(),
};

/**
 * Full page navigations go through this object so tests can observe them
 * (`vi.spyOn(pageReload, "reload")`): jsdom cannot navigate.
 */
export const pageReload = {
  /**
   * Loads `path` as a fresh page (spec 2.1: logout goes to /login and reloads the page).
   *
   * - Without the browser's "Leave site?": every caller is a sign-out (the session is gone, a form
   *   could not be saved any more; an idle sign-out must not stay on screen behind a question) or
   *   comes after the user's own confirmation (Logout asks first about unsaved changes, the demo's
   *   reset has its dialog).
   * - Only the first call counts while that load is on its way: a sign-out sets off more of them
   *   (every query Refine refetches afterwards is refused with 401, which signs out again), and each
   *   new load cancelled the one before it, so on a slow network the page kept starting over.
   */
  reload(path?: string): void {
    if (typeof window === "undefined" || leaving) return;
    leaving = true;
    stayedOnInput();
    if (path) browserLocation.replace(path);
    else browserLocation.reload();
  },
};
