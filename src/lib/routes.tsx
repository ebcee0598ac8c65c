import type { ResourceProps } from "@refinedev/core";
import { Suspense, type ComponentProps } from "react";
import { matchRoutes, Route } from "react-router";
import { PreparingFeature } from "@/components/preparing-feature";
import { usePreloaded } from "./lazy-with-preload";
import { preloadPage } from "./page-cache";
import { trackWork } from "./pending-work";
import { MENU_GROUPS, areaPath, type AreaDefinition, type PageAction } from "./resource";

// The page frame (access check, error boundary, 403 page with quick links) only ever renders inside
// the shell: kept out of the entry chunk so the login page does not download it.
import { AreaPageFrame as LazyAreaPageFrame } from "@/critical-path";
import { PageErrorBoundary } from "@/components/page-error-boundary";

function AreaPage(props: ComponentProps<typeof LazyAreaPageFrame>) {
  const Frame = usePreloaded(LazyAreaPageFrame);
  return (
    <Suspense fallback={<PreparingFeature />}>
      {Frame ? <Frame {...props} /> : <PreparingFeature />}
    </Suspense>
  );
}

/** The page frame's own code may fail to arrive too: that says "New Update Available" in the shell. */
function GuardedAreaPage(props: ComponentProps<typeof LazyAreaPageFrame>) {
  return (
    <PageErrorBoundary>
      <AreaPage {...props} />
    </PageErrorBoundary>
  );
}

const PAGE_PATHS: Record<PageAction, (base: string) => string> = {
  list: (base) => base,
  show: (base) => `${base}/:id`,
  create: (base) => `${base}/add`,
  edit: (base) => `${base}/:id/edit`,
};

/** Refine resources: one per sidebar group (parents), then one per area. */
export function refineResources(areas: AreaDefinition[]): ResourceProps[] {
  const usedGroups = new Set(areas.map((area) => area.group).filter(Boolean));
  const groups: ResourceProps[] = MENU_GROUPS.filter((group) => usedGroups.has(group)).map(
    (group) => ({ name: group, meta: { group: true, permissionArea: true } }),
  );
  const entries: ResourceProps[] = areas.map((area) => {
    const base = areaPath(area);
    const routes: Partial<Record<PageAction, string>> = {};
    for (const action of Object.keys(area.pages) as PageAction[]) {
      routes[action] = PAGE_PATHS[action](base);
    }
    return {
      name: area.name,
      ...routes,
      meta: {
        parent: area.group,
        icon: area.icon,
        permissionArea: area.permissionArea,
        hide: area.menu?.hidden,
        showInMyMode: area.menu?.showInMyMode,
        hideInMyMode: area.menu?.hideInMyMode,
        idField: area.idField,
        apiPath: area.apiPath,
        recordLabel: area.recordLabel,
      },
    };
  });
  return [...groups, ...entries];
}

/** The private routes of every area, each behind its access check and lazily loaded. */
export function areaRoutes(areas: AreaDefinition[]) {
  return areas.flatMap((area) => {
    const base = areaPath(area);
    // Static paths ("/add", "/archive") must win over "/:id": React Router ranks them itself.
    const pages = (
      Object.entries(area.pages) as [PageAction, AreaDefinition["pages"][PageAction]][]
    )
      .filter(([, page]) => page)
      .map(([action, page]) => (
        <Route
          key={`${area.name}:${action}`}
          path={PAGE_PATHS[action](base)}
          element={<GuardedAreaPage resource={area.name} action={action} page={page!} />}
        />
      ));
    const extras = (area.extraRoutes ?? []).map((extra) => (
      <Route
        key={`${area.name}:${extra.path}`}
        path={extra.path}
        element={
          <GuardedAreaPage
            resource={extra.resource ?? area.name}
            action={extra.action}
            page={extra.page}
          />
        }
      />
    ));
    return [...pages, ...extras];
  });
}

/** The page chunk of the route at `pathname` (best match, as the router ranks them), if any. */
export function routePage(areas: AreaDefinition[], pathname: string) {
  const routes = areas.flatMap((area) => {
    const base = areaPath(area);
    const pages = (
      Object.entries(area.pages) as [PageAction, AreaDefinition["pages"][PageAction]][]
    ).map(([action, page]) => ({ path: PAGE_PATHS[action](base), page }));
    const extras = (area.extraRoutes ?? []).map((extra) => ({
      path: extra.path,
      page: extra.page,
    }));
    return [...pages, ...extras].filter((route) => route.page);
  });
  const match = matchRoutes(routes, pathname)?.at(-1);
  return match?.route.page;
}

/**
 * Starts downloading the current route's page chunk (a cold load of a private URL). Settles when it is
 * here, or failed (the page's own error handling shows that), or at once when no page matches.
 */
export function preloadRoutePage(areas: AreaDefinition[], pathname: string): Promise<unknown> {
  const page = routePage(areas, pathname);
  return page ? trackWork(preloadPage(page)).catch(() => undefined) : Promise.resolve();
}

/** Preloads an area's page chunks (used by the sidebar on hover or when idle). */
export function prefetchArea(area: AreaDefinition): Promise<unknown> {
  return Promise.all(Object.values(area.pages).map((page) => page?.().catch(() => undefined)));
}
