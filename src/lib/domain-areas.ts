import {
  defineArea,
  defineChangeLogArea,
  type AreaDefinition,
  type AreaPage,
  type LazyPage,
} from "./resource";

/** What every area of a domain shares: its sidebar group (none: top-level entries) and namespaces. */
type DomainDefaults = Pick<AreaDefinition, "group"> & Required<Pick<AreaDefinition, "namespaces">>;

/**
 * A domain's page modules, found by their file names in its area folders (`resources/<domain>/area.ts`:
 * `pages: import.meta.glob("./*\/{list,show,create,edit,archive,change-logs}.tsx")`), each its own chunk.
 */
type PageModules = Record<string, () => Promise<unknown>>;

/** The file of each kind of page in an area's folder. */
const PAGE_FILES: Record<AreaPage, string> = {
  list: "list",
  show: "show",
  create: "create",
  edit: "edit",
  archive: "archive",
  changeLogs: "change-logs",
};

/** An area as its domain declares it: the kinds of page its folder holds, by name. */
type DeclaredArea = Omit<AreaDefinition, keyof DomainDefaults | "pages"> & {
  pages: readonly AreaPage[];
  /** The area's folder in its domain when it is not named like the area (`admins` for "admin"). */
  folder?: string;
};

type ResolvedArea<A extends DeclaredArea> = Omit<A, "pages" | "folder"> &
  DomainDefaults & { pages: Record<A["pages"][number], LazyPage> };

/**
 * The areas of one domain (`resources/<domain>/area.ts`): its sidebar group, its locale namespaces
 * and its page modules said once, so that each area's declaration holds only what is its own
 * (`catalogue.area({ name: "brands", …, pages: ["list", "show", "create", "edit"] })`,
 * `catalogue.changeLogArea({ name: "brand-change-logs", … })`). A page is the file named after its kind
 * in the area's folder (`brands/list.tsx`); a declared page without its file fails at start.
 */
export function domainAreas<const D extends DomainDefaults>({
  pages: modules,
  ...defaults
}: D & { pages: PageModules }) {
  const pageOf = (folder: string, page: AreaPage): LazyPage => {
    const load = modules[`./${folder}/${PAGE_FILES[page]}.tsx`];
    if (!load) throw new Error(`The area folder ${folder} has no ${PAGE_FILES[page]}.tsx`);
    return load as LazyPage;
  };
  return {
    area: <const A extends DeclaredArea>({ pages, folder, ...area }: A): ResolvedArea<A> =>
      defineArea({
        ...defaults,
        ...area,
        pages: Object.fromEntries(pages.map((page) => [page, pageOf(folder ?? area.name, page)])),
      }) as unknown as ResolvedArea<A>,
    changeLogArea: <const N extends string>(area: {
      name: N;
      permissionArea: AreaDefinition["permissionArea"];
    }) => defineChangeLogArea({ ...defaults, ...area, list: pageOf(area.name, "list") }),
  };
}
