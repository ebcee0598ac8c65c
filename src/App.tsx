import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { getSession } from "@providers/auth/session";
import { initI18n, isPublicPath, loadNamespaces } from "@providers/i18n";
import { AppProviders } from "@/components/app-providers";
import { FullPageLoader } from "@/components/full-page-loader";
import { AppErrorBoundary } from "@/components/page-error-boundary";
import { config } from "@/config";
import { offersViewAs } from "@/hooks/use-view-mode";
import { viewAsSelect } from "@/layout/sider/view-as-chunk";
import { lazyChunk, preloadPageFrame, useChunk } from "@/lib/page-loader";
import { publicRoutes } from "@/pages/public/routes";

/**
 * Refine, the providers' data layer and the areas' routes (console.tsx), with the console's texts: only
 * past the public pages. It renders once the current route's page is here too (`routePageReady`), so
 * that the shell and the page appear in one commit.
 */
const consoleChunk = lazyChunk(() =>
  Promise.all([
    import("./console").then((module) => module.routePageReady.then(() => module)),
    initI18n().then(() => loadNamespaces(config.i18n.defaultNamespace)),
  ]).then(([module]) => module),
);

/** The signed-in shell: sidebar, header, session rules (and the view-as selector, when offered). */
const shellChunk = lazyChunk(() =>
  Promise.all([
    import("@/layout/shell"),
    offersViewAs(getSession()) ? viewAsSelect.preload() : undefined,
  ]).then(([shell]) => shell),
);

/**
 * At start-up on a private URL: the console's code at once, and for a signed-in user the shell and the
 * page frame too (the console adds the current route's page), side by side instead of each once its
 * parent has rendered. A signed-out user downloads only the console, which sends them to the login page.
 */
export function preloadPrivateRoute(pathname: string) {
  if (isPublicPath(pathname)) return;
  const quiet = () => undefined;
  consoleChunk.preload().catch(quiet);
  if (!getSession()) return;
  shellChunk.preload().catch(quiet);
  preloadPageFrame().catch(quiet);
  warmNumberFormats();
}

/**
 * The browser loads a locale's number data the first time a page formats a number with it: 40–55 ms
 * on the machines we measure, which fell in the first render of every signed-in page (its figures,
 * prices and totals, all in rupiah the Indonesian way: src/lib/format.ts). Done while the console's
 * chunks download, the main thread is idle then.
 */
function warmNumberFormats() {
  const warm = () => void new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR" });
  if (typeof requestIdleCallback === "function") requestIdleCallback(warm, { timeout: 1000 });
  else setTimeout(warm, 0);
}

function ShellWhenLoaded() {
  const Shell = useChunk(shellChunk)?.default;
  return Shell ? <Shell /> : <FullPageLoader />;
}

function ConsoleWhenLoaded() {
  const Console = useChunk(consoleChunk)?.default;
  return Console ? (
    <Console
      layout={
        <Suspense fallback={<FullPageLoader />}>
          <ShellWhenLoaded />
        </Suspense>
      }
    />
  ) : (
    <FullPageLoader />
  );
}

export function App() {
  return (
    <AppProviders>
      <AppErrorBoundary>
        <Routes>
          {publicRoutes()}
          <Route
            path="*"
            element={
              // While the console downloads, the loader rotates its messages (spec 2.1).
              <Suspense fallback={<FullPageLoader />}>
                <ConsoleWhenLoaded />
              </Suspense>
            }
          />
        </Routes>
      </AppErrorBoundary>
    </AppProviders>
  );
}
