import type { ComponentType, ReactNode } from "react";
import { loadNamespaces } from "@providers/i18n";

/** A page module as a lazy route needs it (default export). */
/**
 * An area page's code. `firstView`: what the page asked for as its module loaded (the dashboard's
 * figures), which a cold load waits for a moment so that its first render shows it (page-loader.tsx).
 */
export type LazyPage = () => Promise<{ default: ComponentType; firstView?: Promise<unknown> }>;

/** The sidebar groups of spec 2.3, in the spec's order. */
export const MENU_GROUPS = [
  "transaction-group",
  "ecommerce-group",
  "banner-promotion-group",
  "loyalty-group",
  "configuration-group",
  "payment-setting-group",
  "notification-group",
  "users-group",
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Refine action names used on routes, mapped to permissions by providers/access-control. */
export type PageAction = "list" | "show" | "create" | "edit";

/**
 * An area's pages: its list, record, create and edit pages (Refine's actions), its archive
 * (`/<area>/archive`, behind the area's archive permission) and one record's change log
 * (`/<area>/:id/change-logs`, behind the list permission of `changeLogArea`).
 */
export type AreaPage = PageAction | "archive" | "changeLogs";

export interface ExtraRoute {
  /** The name of its link (`links.product.changeLogs(id)`). */
  link?: string;
  /** Path relative to the site root, e.g. "/loyalty/archive" or "/brands/:id/change-logs". */
  path: string;
  page: LazyPage;
  /** The access-control action checked before the page renders (e.g. "list", "archive"). */
  action: string;
  /** The resource whose permission is checked; defaults to the area's own name. */
  resource?: string;
}

/**
 * One area of the console. A folder under `resources/` exports one of these
 * from its `index.ts`, and `resources/index.ts` lists it in one line: the
 * routes, the Refine resource, the menu entry and the prefetch all come from it.
 */
export interface AreaDefinition {
  /** Refine resource name = first URL segment = locale key (`<name>.titles.list`). */
  name: string;
  /** Route segment when it differs from `name` (e.g. "simulate-prescription-checker"). */
  path?: string;
  /** Sidebar group; undefined puts the entry at the top level. */
  group?: MenuGroup;
  icon?: ReactNode;
  /**
   * Access-control area of providers/access-control (e.g. "PRODUCT"), or true
   * for an entry open to every signed-in user.
   */
  permissionArea: string | true;
  pages: Partial<Record<AreaPage, LazyPage>>;
  /**
   * The area whose list permission opens a record's change log (`pages.changeLogs`): the entity's
   * change-log area (`"brand-change-logs"`), or the area itself when not given.
   */
  changeLogArea?: string;
  /** Routes beyond the area's pages (a settings page's change log, tabs, a generate page...). */
  extraRoutes?: readonly ExtraRoute[];
  menu?: {
    /** Not in the sidebar at all (a resource that exists by URL only). */
    hidden?: boolean;
    /** Shown only in sub-app ("my") mode. */
    showInMyMode?: boolean;
    /** Hidden in sub-app mode. */
    hideInMyMode?: boolean;
  };
  /** Key of a record's display name, used by breadcrumbs and titles. */
  recordLabel?: string;
  /** Key of the record id in the API payload (e.g. "productId"). */
  idField?: string;
  /**
   * Where the area's page texts live (`"catalogue:brands"`): its pages are titled
   * `<texts>.titles.<list|show|create|edit|archive>` and its list's search box says
   * `<texts>.filters.search`, unless a page says otherwise.
   */
  texts?: string;
  /**
   * API collection path when it differs from the resource name (brands live at
   * "product/brands"); passed to the data provider as `meta.apiPath`.
   */
  apiPath?: string;
  /**
   * The area's own translation namespaces (`locales/<lang>/<ns>.json`), beyond the console's default
   * one. They download together with the area's page code, so a page never waits for its texts.
   */
  namespaces?: string[];
}

/** A page loader that also loads the area's namespaces (one promise: the page renders once). */
const withNamespaces =
  (page: LazyPage, namespaces: string[]): LazyPage =>
  () =>
    Promise.all([page(), loadNamespaces(namespaces)]).then(([module]) => module);

export const defineArea = <const A extends AreaDefinition>(area: A): A => {
  const namespaces = area.namespaces;
  if (!namespaces?.length) return area;
  const pages = Object.fromEntries(
    Object.entries(area.pages).map(([action, page]) => [
      action,
      page && withNamespaces(page, namespaces),
    ]),
  ) as AreaDefinition["pages"];
  const extraRoutes = area.extraRoutes?.map((extra) => ({
    ...extra,
    page: withNamespaces(extra.page, namespaces),
  }));
  return { ...area, pages, extraRoutes };
};

/**
 * The change log of a page that is one record of its own (a settings page:
 * `links.shipment.changeLogs()`), behind the page's own permission.
 */
export const pageChangeLogRoute = <const P extends `${string}/change-logs`>(
  path: P,
  page: LazyPage,
) => ({ link: "changeLogs", path, page, action: "list" }) as const;

/**
 * The change log across an entity's records (`/brand-change-logs`): an area of its own with one list
 * page, reached by URL and from the records' pages, never from the sidebar.
 */
export const defineChangeLogArea = <const N extends string>({
  list,
  ...area
}: Pick<AreaDefinition, "group" | "permissionArea" | "namespaces"> & {
  name: N;
  list: LazyPage;
}) => defineArea({ ...area, idField: "id", menu: { hidden: true }, pages: { list } });

// ------------------------------------------------------------------ links

/** Query parameters of a link (`?tab=email`, a list's filter). */
export type LinkQuery = Record<string, string | number | undefined>;

type RecordLink = (id: string, query?: LinkQuery) => string;
type PageLinks<P> = ("show" extends keyof P ? { show: RecordLink } : unknown) &
  ("edit" extends keyof P ? { edit: RecordLink } : unknown) &
  ("create" extends keyof P ? { create: (query?: LinkQuery) => string } : unknown) &
  ("archive" extends keyof P ? { archive: (query?: LinkQuery) => string } : unknown) &
  ("changeLogs" extends keyof P ? { changeLogs: RecordLink } : unknown);

type ExtraLinks<E> = E extends readonly ExtraRoute[]
  ? {
      [
        R in E[number] as R extends { link: infer L extends string } ? L : never
      ]: R["path"] extends `${string}:id${string}`
        ? (id: string, query?: LinkQuery) => string
        : (query?: LinkQuery) => string;
    }
  : unknown;

/** The typed links to an area's pages: built from its declaration, so a renamed route renames its links. */
export type AreaLinks<A extends AreaDefinition> = {
  list: (query?: LinkQuery) => string;
} & PageLinks<A["pages"]> &
  ExtraLinks<A["extraRoutes"]>;

const withQuery = (path: string, query?: LinkQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * The query of a list link that opens the list filtered, as the list keeps its filters in the URL
 * (`links.transaction.list(filterQuery({ attention: "overdue" }))`). An array is an "any of" filter.
 */
export function filterQuery(filters: Record<string, string | readonly string[]>): LinkQuery {
  const query: LinkQuery = {};
  Object.entries(filters).forEach(([field, value], n) => {
    query[`filters[${n}][field]`] = field;
    if (typeof value === "string") {
      query[`filters[${n}][operator]`] = "eq";
      query[`filters[${n}][value]`] = value;
    } else {
      query[`filters[${n}][operator]`] = "in";
      value.forEach((item, k) => (query[`filters[${n}][value][${k}]`] = item));
    }
  });
  return query;
}

const fill = (path: string, id?: string) => path.replace(":id", encodeURIComponent(id ?? ""));

/** The links of an area's pages (`linksOf(vouchersArea).show(id)` → "/vouchers/vch-7"). */
export function linksOf<const A extends AreaDefinition>(area: A): AreaLinks<A> {
  const base = areaPath(area);
  const links: Record<string, (...args: never[]) => string> = {
    list: (query?: LinkQuery) => withQuery(base, query),
    show: (id: string, query?: LinkQuery) => withQuery(fill(`${base}/:id`, id), query),
    edit: (id: string, query?: LinkQuery) => withQuery(fill(`${base}/:id/edit`, id), query),
    create: (query?: LinkQuery) => withQuery(`${base}/add`, query),
    archive: (query?: LinkQuery) => withQuery(`${base}/archive`, query),
    changeLogs: (id: string, query?: LinkQuery) =>
      withQuery(fill(`${base}/:id/change-logs`, id), query),
  };
  for (const extra of area.extraRoutes ?? []) {
    if (!extra.link) continue;
    links[extra.link] = extra.path.includes(":id")
      ? (id: string, query?: LinkQuery) => withQuery(fill(extra.path, id), query)
      : (query?: LinkQuery) => withQuery(extra.path, query);
  }
  return links as unknown as AreaLinks<A>;
}

/** The path of URL segments ("products", "53" → "/products/53"): breadcrumbs and the sidebar's selection. */
export const pathOf = (segments: readonly string[]) => "/" + segments.join("/");

/** The URL segment of an area. */
export const areaPath = (area: AreaDefinition) => `/${area.path ?? area.name}`;

let registered: readonly AreaDefinition[] = [];

/** The console's areas, given once by the wiring (src/console.tsx): the shared kit never imports them. */
export const registerAreas = (areas: readonly AreaDefinition[]) => {
  registered = areas;
};

/** The console's registered areas (the breadcrumbs find which path segment is a record's id). */
export const registeredAreas = (): readonly AreaDefinition[] => registered;

/** The area of a Refine resource name. */
export const areaNamed = (name: string): AreaDefinition | undefined =>
  registered.find((candidate) => candidate.name === name);

/**
 * A domain's typed links to one of its areas (`links.ts`: `areaLinks<typeof vouchersArea>("vouchers")`).
 * The area is imported as a type only (its declaration imports the pages, which import the links):
 * the paths come from the registered declaration when a link is built, and a wrong name is a type
 * error.
 */
export function areaLinks<const A extends AreaDefinition>(name: A["name"]): AreaLinks<A> {
  return new Proxy({} as AreaLinks<A>, {
    get:
      (_, key: string) =>
      (...args: never[]) =>
        (linksByName(name) as Record<string, (...values: never[]) => string>)[key]!(...args),
  });
}

/**
 * The links of an area the shared kit knows by its resource name only (a list's row, the archive
 * page): the same links as the area's own `linksOf`, unchecked by type.
 */
export function linksByName(name: string) {
  const area = areaNamed(name);
  if (!area) throw new Error(`No area is named ${name}`);
  return linksOf(area) as unknown as {
    list: (query?: LinkQuery) => string;
    show: (id: string, query?: LinkQuery) => string;
    edit: (id: string, query?: LinkQuery) => string;
    create: (query?: LinkQuery) => string;
  } & Record<string, (...args: never[]) => string>;
}
