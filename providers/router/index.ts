import type { GoConfig, RouterProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { useCallback, useLayoutEffect } from "react";
import { useLocation, useResolvedPath } from "react-router";

const refineGo = routerProvider.go!;

/** The address on screen, as the router last committed it (`TrackLocation`). */
let committedPath: string | undefined;
/** Whether the router is the browser's address bar (a memory router, in tests, is not). */
let followsWindow = false;

const trimSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

/** Keeps `committedPath` up to date: rendered once inside the router, around the console's routes. */
export function TrackLocation() {
  const { pathname } = useLocation();
  // A layout effect: it runs as the new address commits, before the pages' own effects.
  useLayoutEffect(() => {
    committedPath = pathname;
    followsWindow = trimSlash(window.location.pathname) === trimSlash(pathname);
  }, [pathname]);
  return null;
}

/**
 * The address now. A navigation moves the browser's address at once, and the router's a moment later
 * (React Router renders it as a transition), so in the browser the address bar is the one to read.
 */
const currentPath = () => (followsWindow ? window.location.pathname : committedPath);

/**
 * Refine's `go`, with one guard. A list keeps its page, sort and filters in the address
 * (`syncWithLocation`): its table writes them back with `go({ type: "replace", query })`, which has no
 * path of its own and so lands on the list's own route. When that write came from a list being left
 * (a "New demo order" opened the new order, and the list's table wrote its state once more before
 * it went), it took the user back to the list. A path-less write now goes nowhere once the address on
 * screen is no longer its page's route: that page has been left.
 */
function useGuardedGo() {
  const go = refineGo();
  const { pathname: routePath } = useResolvedPath(".");
  return useCallback(
    (config: GoConfig) => {
      const now = currentPath();
      const left =
        !config.to &&
        config.type !== "path" &&
        now !== undefined &&
        trimSlash(now) !== trimSlash(routePath);
      return left ? undefined : go(config);
    },
    [go, routePath],
  );
}

/** Refine's React Router bindings with the guarded `go`. */
export const consoleRouterProvider: RouterProvider = { ...routerProvider, go: useGuardedGo };
