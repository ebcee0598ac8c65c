import { getSession } from "@providers/auth/session";
import { initI18n, isPublicPath, loadNamespaces } from "@providers/i18n";
import { config } from "@/config";
import { offersViewAs } from "@/hooks/use-view-mode";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

/**
 * The lazy chunks between the entry and a private page, declared in one place so that a cold load of a
 * private URL fetches them side by side instead of one after the other (each only once its parent has
 * rendered), and renders each without suspending. The login page loads none of them.
 */

/** Refine, the providers' data layer and the areas' routes (console.tsx), with the console's texts. */
export const Console = lazyWithPreload(() =>
  Promise.all([
    import("./console").then((module) => module.routePageReady.then(() => module)),
    initI18n().then(() => loadNamespaces(config.i18n.defaultNamespace)),
  ]).then(([module]) => module),
);

/**
 * The view-as selector on top of the sidebar (it brings antd's Select): downloaded with the shell for
 * the users who have the choice, so that it shows with the sidebar, not a moment after it.
 */
export const ViewAsSelect = lazyWithPreload(() => import("@/layout/sider/view-as-select"));

/** The signed-in shell: sidebar, header, session rules (and the view-as selector, when offered). */
export const Shell = lazyWithPreload(() =>
  Promise.all([
    import("@/layout/shell"),
    offersViewAs(getSession()) ? ViewAsSelect.preload() : undefined,
  ]).then(([shell]) => shell),
);

/** The frame of every area page (access check, error boundary, 403 page). */
export const AreaPageFrame = lazyWithPreload(() =>
  import("@/components/area-page").then((module) => ({ default: module.AreaPage })),
);

/**
 * At start-up on a private URL: the console's code at once, and for a signed-in user the shell and the
 * page frame too (console.tsx adds the current route's page when it arrives). A signed-out user
 * downloads only the console, which sends them to the login page.
 */
export function preloadPrivateRoute(pathname: string) {
  if (isPublicPath(pathname)) return;
  const quiet = () => undefined;
  Console.preload().catch(quiet);
  if (!getSession()) return;
  Shell.preload().catch(quiet);
  AreaPageFrame.preload().catch(quiet);
}
