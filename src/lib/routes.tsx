import type { ResourceProps } from "@refinedev/core";
import { matchRoutes } from "react-router";
import type { PrivateRoute } from "./page-loader";
import {
  MENU_GROUPS,
  areaPath,
  pathOf,
  registeredAreas,
  type AreaDefinition,
  type AreaPage,
  type PageAction,
} from "./resource";

const PAGE_PATHS: Record<AreaPage, (base: string) => string> = {
  list: (base) => base,
  show: (base) => `${base}/:id`,
  create: (base) => `${base}/add`,
  edit: (base) => `${base}/:id/edit`,
  archive: (base) => `${base}/archive`,
  changeLogs: (base) => `${base}/:id/change-logs`,
};

/** Refine's own actions among an area's pages (its resource's routes). */
const REFINE_ACTIONS: readonly AreaPage[] = [
  "list",
  "show",
  "create",
  "edit",
] satisfies PageAction[];

/** The permission a page is behind: a change log, the list permission of the entity's change-log area. */
const accessOf = (area: AreaDefinition, page: AreaPage) =>
  page === "changeLogs"
    ? { resource: area.changeLogArea ?? area.name, action: "list" }
    : { resource: area.name, action: page };

/** Refine resources: one per sidebar group (parents), then one per area. */
export function refineResources(areas: AreaDefinition[]): ResourceProps[] {
  const usedGroups = new Set(areas.map((area) => area.group).filter(Boolean));
  const groups: ResourceProps[] = MENU_GROUPS.filter((group) => usedGroups.has(group)).map(
    (group) => ({ name: group, meta: { group: true, permissionArea: true } }),
  );
  const entries: ResourceProps[] = areas.map((area) => {
    const base = areaPath(area);
    const routes: Partial<Record<PageAction, string>> = {};
    for (const action of Object.keys(area.pages) as AreaPage[]) {
      if (REFINE_ACTIONS.includes(action)) routes[action as PageAction] = PAGE_PATHS[action](base);
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
        // Paths that begin with /my- belong to the sub app (spec 2.1): the sub app's menu is its own,
        // the main app's entries stay out of it unless an area says otherwise.
        hideInMyMode: area.menu?.hideInMyMode ?? !base.startsWith("/my-"),
        idField: area.idField,
        apiPath: area.apiPath,
        recordLabel: area.recordLabel,
        texts: area.texts,
      },
    };
  });
  return [...groups, ...entries];
}

/** Every area's pages as private routes, each behind its access check. */
export function areaPages(areas: AreaDefinition[]): PrivateRoute[] {
  return areas.flatMap((area) => {
    const base = areaPath(area);
    // Static paths ("/add", "/archive") win over "/:id": React Router ranks them itself.
    const pages = (Object.entries(area.pages) as [AreaPage, AreaDefinition["pages"][AreaPage]][])
      .filter(([, page]) => page)
      .map(([action, page]) => ({
        path: PAGE_PATHS[action](base),
        page: page!,
        access: accessOf(area, action),
      }));
    const extras = (area.extraRoutes ?? []).map((extra) => ({
      path: extra.path,
      page: extra.page,
      access: { resource: extra.resource ?? area.name, action: extra.action },
    }));
    return [...pages, ...extras];
  });
}

/**
 * The path of the URL segment that is a record's id ("/vouchers/vch-7/edit" → "/vouchers/vch-7"), as
 * the router reads the URL (a static page such as "/vouchers/add" wins over "/vouchers/:id"), or
 * undefined on a page of no one record.
 */
export function recordSegmentPath(
  pathname: string,
  areas: readonly AreaDefinition[] = registeredAreas(),
): string | undefined {
  const routes = areaPages([...areas]).map(({ path }) => ({ path }));
  const match = matchRoutes(routes, pathname)?.at(-1);
  const pattern = match?.route.path;
  if (!pattern || match.params.id === undefined) return undefined;
  const index = pattern.split("/").filter(Boolean).indexOf(":id");
  return index === -1
    ? undefined
    : pathOf(
        pathname
          .split("/")
          .filter(Boolean)
          .slice(0, index + 1),
      );
}
