/** Whether this page has asked for a new page load that may still be on its way. */
let leaving = false;

/** A load the user stopped ("Leave site?" answered with Stay) leaves them here: their next act lets a load start again. */
function stayedOnInput() {
  const stay = () => {
    leaving = false;
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
   * Loads `path` as a fresh page (spec 2.1: logout goes to /login and reloads the page). Further
   * calls while that load is on its way do nothing: a sign-out sets off more of them (every query
   * Refine refetches afterwards is refused with 401, which signs out again), and each new load
   * cancelled the one before it, so on a slow network the page kept starting over.
   */
  reload(path?: string): void {
    if (typeof window === "undefined" || leaving) return;
    leaving = true;
    stayedOnInput();
    if (path) browserLocation.replace(path);
    else browserLocation.reload();
  },
};
