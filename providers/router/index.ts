import {
  type GoConfig,
  type ParseResponse,
  type RouterProvider,
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
} from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import qs from "qs";
import { useCallback, useContext, useLayoutEffect, useMemo } from "react";
import { matchPath, useLocation, useParams, useResolvedPath } from "react-router";

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

type ResourceItems = Parameters<typeof matchResourceFromRoute>[1];
type RouteMatch = ReturnType<typeof matchResourceFromRoute>;

/** Addresses remembered per resource list: a session's recent pages, not all it ever opened. */
export const ROUTE_MATCHES_KEPT = 50;
const routeMatches = new WeakMap<ResourceItems, Map<string, RouteMatch>>();

/**
 * Which resource and action an address is, worked out once per address (and resource list) for all
 * of a page's hooks. Refine's own `parse` works it out again in every hook that asks (every list, menu,
 * breadcrumb and button: a few milliseconds each, since it lists every route of every resource).
 */
export function matchRoute(pathname: string, resources: ResourceItems): RouteMatch {
  let matches = routeMatches.get(resources);
  if (!matches) {
    matches = new Map();
    routeMatches.set(resources, matches);
  }
  let match = matches.get(pathname);
  if (!match) {
    match = matchResourceFromRoute(pathname, resources);
    matches.set(pathname, match);
    if (matches.size > ROUTE_MATCHES_KEPT) matches.delete(matches.keys().next().value!);
  }
  return match;
}

/**
 * "12" → 12; anything else as it came (typed as Refine types it: a page that is not a number is
 * passed on as Refine passes it on).
 */
const numberIfExact = (value: unknown) => {
  if (typeof value !== "string") return value as number | undefined;
  const number = Number(value);
  return (`${number}` === value ? number : value) as number | undefined;
};

/**
 * Refine's React Router `parse` (@refinedev/react-router's bindings), the same answer, with the
 * address's resource and action from `matchRoute`.
 */
function useParse() {
  let params = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = useMemo(
    () => matchRoute(pathname, resources),
    [resources, pathname],
  );
  // A component outside the routes has no params of its own: those of the route it matched.
  if (Object.keys(params).length === 0 && matchedRoute)
    params = matchPath(matchedRoute, pathname)?.params ?? {};
  return useCallback((): ParseResponse => {
    const combined: Record<string, unknown> = {
      ...params,
      ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
    };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfExact(combined.currentPage),
        pageSize: numberIfExact(combined.pageSize),
        to: combined.to ? decodeURIComponent(combined.to as string) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

/** Refine's React Router bindings with the guarded `go` and a `parse` that matches each address once. */
export const consoleRouterProvider: RouterProvider = {
  ...routerProvider,
  go: useGuardedGo,
  parse: useParse,
};
