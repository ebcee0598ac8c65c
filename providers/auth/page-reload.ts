/**
 * Full page navigations go through this object so tests can observe them
 * (`vi.spyOn(pageReload, "reload")`): jsdom cannot navigate.
 */
export const pageReload = {
  /** Loads `path` as a fresh page (spec 2.1: logout goes to /login and reloads the page). */
  reload(path?: string): void {
    if (typeof window === "undefined") return;
    if (path) window.location.replace(path);
    else window.location.reload();
  },
};
