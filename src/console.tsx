// First: the console's pre-rendered antd styles take effect before any of its components renders.
import "@/lib/antd-console-styles";
import { Refine } from "@refinedev/core";
import { DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { accessControlProvider, registerResources } from "@providers/access-control";
import { authProvider } from "@providers/auth";
import { consoleRouterProvider, TrackLocation } from "@providers/router";
import { dataProvider } from "@providers/data";
import { i18nProvider } from "@providers/i18n";
import { areas } from "@resources/index";
import { ConsoleApp, useAppNotificationProvider } from "@/components/console-app";
import { documentTitle } from "@/lib/document-title";
import { getSession } from "@providers/auth/session";
import { preloadRoutePage, privateRoutes } from "@/lib/page-loader";
import { coalesceQueryNotifications } from "@/lib/query-notifications";
import { registerAreas } from "@/lib/resource";
import { areaPages, refineResources } from "@/lib/routes";
import { NotFoundPage } from "@/pages/errors/not-found";
import { sessionPages } from "@/session/private-routes";
import { RequireSession } from "@/session/require-session";

const resources = refineResources(areas);
// useCan({ resource }) without params (e.g. bulk actions) finds the permission area by name.
registerResources(resources);
registerAreas(areas);
coalesceQueryNotifications();
const pages = [...areaPages(areas), ...sessionPages];
/**
 * A signed-in cold load: the page's own chunk starts now, alongside the shell's (App.tsx), and the
 * console renders once it is here, so that the shell and the page appear in one commit. (A page that
 * suspended after the shell showed would wait out React's 300 ms reveal throttle, and only then ask
 * for its data.)
 */
export const routePageReady: Promise<unknown> = getSession()
  ? preloadRoutePage(pages, window.location.pathname)
  : Promise.resolve();

/**
 * Refine with the console's providers, resources and options (and antd's App context, for toasts and
 * dialogs), around `children` (the routes). The
 * console renders the routes inside the shell; the integration tests' `renderPage`
 * (tests/helpers/render-page.tsx) renders the same providers and routes without the shell.
 */
export function ConsoleRefine({ children }: { children: ReactNode }) {
  return (
    <ConsoleApp>
      <RefineWithProviders>{children}</RefineWithProviders>
    </ConsoleApp>
  );
}

/** Refine itself: its notification provider reads antd's App context, so it renders inside ConsoleApp. */
function RefineWithProviders({ children }: { children: ReactNode }) {
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      routerProvider={consoleRouterProvider}
      notificationProvider={useAppNotificationProvider}
      resources={resources}
      options={{
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        disableTelemetry: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      <TrackLocation />
      {children}
      <UnsavedChangesNotifier />
      <DocumentTitleHandler handler={documentTitle} />
    </Refine>
  );
}

/**
 * The private routes (every area's pages and the session's own pages) behind the session gate, inside
 * `layout` (which renders them in its `<Outlet />`), and the not-found page for every other path.
 */
export function ConsoleRoutes({ layout }: { layout: ReactNode }) {
  return (
    <Routes>
      <Route element={<RequireSession>{layout}</RequireSession>}>{privateRoutes(pages)}</Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * Everything behind sign-in: Refine with its providers, the private pages inside `layout` (App.tsx
 * passes the shell, a lazy chunk of its own that a signed-out visitor never downloads), and the
 * not-found page. A lazy chunk of its own (see App.tsx): the login page loads none of it.
 */
export default function Console({ layout }: { layout: ReactNode }) {
  return (
    <ConsoleRefine>
      <ConsoleRoutes layout={layout} />
    </ConsoleRefine>
  );
}
