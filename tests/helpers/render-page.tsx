import { Outlet } from "react-router";
import { initI18n, loadNamespaces } from "@providers/i18n";
import { AppProviders } from "@/components/app-providers";
import { BreadcrumbLabelsProvider } from "@/components/breadcrumb-labels";
import { AppErrorBoundary } from "@/components/page-error-boundary";
import { config } from "@/config";
import { ConsoleRefine, ConsoleRoutes } from "@/console";
import { renderInRouter, type RenderAppOptions, type RenderAppResult } from "./render-app";

export { currentUrl, DEMO_PASSWORD } from "./render-app";

/** The page alone where the shell would frame it: no sidebar, header, drawers or session rules. */
function PageOnly() {
  return (
    <BreadcrumbLabelsProvider>
      <main>
        <Outlet />
      </main>
    </BreadcrumbLabelsProvider>
  );
}

/**
 * Renders one area page at `url` inside the console's real providers and routes (Refine with its data,
 * auth, access-control, i18n and router providers; the session gate; the page frame with its access
 * check, 403 page and error boundary), on the MSW node server with a fresh demo database, signed in as
 * `user` through the real auth provider, like `renderApp`, but without the shell (sidebar, header,
 * notifications, favorites, outlet loading, session timers), whose rendering and calls cost seconds per
 * test in jsdom. Navigation between pages works as in the console (links, redirects after a save).
 *
 * Use `renderApp` when the test is about the shell or needs it (the header's outlet selector,
 * breadcrumbs, the user menu, sign-in and sign-out).
 */
export async function renderPage(options: RenderAppOptions = {}): Promise<RenderAppResult> {
  await initI18n();
  // What the console's lazy chunk loads before it renders (src/App.tsx).
  await loadNamespaces(config.i18n.defaultNamespace);
  return renderInRouter(
    options,
    <AppProviders>
      <AppErrorBoundary>
        <ConsoleRefine>
          <ConsoleRoutes layout={<PageOnly />} />
        </ConsoleRefine>
      </AppErrorBoundary>
    </AppProviders>,
  );
}
