import { ResourceContext, type IResourceItem, type TreeMenuItem } from "@refinedev/core";
import { decideAccess } from "@providers/access-control";
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { MENU_GROUPS } from "@/lib/resource";
import { useSession } from "./use-session";
import { useViewMode, type ViewMode } from "./use-view-mode";

/** One entry of the generated menu (sidebar, Add Menu tree, quick links). */
export interface MenuNode {
  /** The route for entries ("/products"), the resource name for groups. */
  key: string;
  name: string;
  route?: string;
  label: string;
  icon?: ReactNode;
  isGroup: boolean;
  children: MenuNode[];
}

interface ItemMeta {
  group?: boolean;
  hide?: boolean;
  showInMyMode?: boolean;
  hideInMyMode?: boolean;
  permissionArea?: string | true;
}

export interface BuildMenuOptions {
  isAllowed: (name: string) => boolean;
  mode: ViewMode;
  categoryEnabled: boolean;
  label: (name: string) => string;
}

const metaOf = (item: TreeMenuItem) => (item.meta ?? {}) as ItemMeta;

/** Spec 4 (view mode) and spec 2.3 (category feature) rules for one entry. */
export function isEntryVisible(
  item: TreeMenuItem,
  options: Omit<BuildMenuOptions, "label">,
): boolean {
  const meta = metaOf(item);
  if (meta.hide) return false;
  if (options.mode === "sub" && meta.hideInMyMode) return false;
  if (options.mode !== "sub" && meta.showInMyMode) return false;
  if (
    !options.categoryEnabled &&
    (item.name === "categories" || meta.permissionArea === "PRODUCT_CATEGORY")
  ) {
    return false;
  }
  return options.isAllowed(item.name);
}

const groupRank = (name: string) => {
  const index = (MENU_GROUPS as readonly string[]).indexOf(name);
  return index === -1 ? MENU_GROUPS.length : index;
};

/**
 * Turns Refine's menu tree into the visible menu: entries filtered by access,
 * mode and features; groups without a visible child removed; top-level entries
 * (Dashboard) first, then the groups in the order of spec 2.3.
 */
export function buildMenu(items: TreeMenuItem[], options: BuildMenuOptions): MenuNode[] {
  const convert = (item: TreeMenuItem): MenuNode | undefined => {
    const isGroup = metaOf(item).group === true || (item.children.length > 0 && !item.route);
    if (isGroup) {
      const children = item.children.map(convert).filter((child): child is MenuNode => !!child);
      if (children.length === 0) return undefined;
      return {
        key: item.name,
        name: item.name,
        label: options.label(item.name),
        icon: item.icon,
        isGroup,
        children,
      };
    }
    if (!item.route || !isEntryVisible(item, options)) return undefined;
    return {
      key: item.route,
      name: item.name,
      route: item.route,
      label: options.label(item.name),
      icon: item.icon,
      isGroup: false,
      children: [],
    };
  };
  const nodes = items.map(convert).filter((node): node is MenuNode => !!node);
  const entries = nodes.filter((node) => !node.isGroup);
  const groups = nodes
    .filter((node) => node.isGroup)
    .sort((a, b) => groupRank(a.name) - groupRank(b.name));
  return [...entries, ...groups];
}

/** A path with a parameter (":id") left to fill: Refine's menu leaves such an entry out. */
const NEEDS_PARAMETER = /(\/|^):(.+?)(\/|$)/;

/**
 * Refine's resources as the tree Refine's `useMenu` makes of them: each under its `meta.parent` (a
 * parent that is no resource stands in by its name), in the resources' order; hidden ones, and
 * entries with neither a list path nor children or whose list path needs a parameter, left out; an
 * entry's route is its list path. `useMenu` works this out again at every address, with labels the
 * console does not use (it has its own, `menu.<name>`); this depends on the resources alone.
 */
export function menuTreeOf(resources: readonly IResourceItem[]): TreeMenuItem[] {
  const keyOf = (resource: IResourceItem) => resource.identifier ?? resource.name;
  const parentOf = (resource: IResourceItem) => resource.meta?.parent as string | undefined;
  const known = new Map(resources.map((resource) => [keyOf(resource), resource]));
  const children = new Map<string, IResourceItem[]>();
  const roots: IResourceItem[] = [];
  const placed = new Set<string>();
  // A resource's place is where it, or one of its children, first appears (as in Refine's tree).
  const place = (resource: IResourceItem) => {
    const key = keyOf(resource);
    if (placed.has(key)) return;
    placed.add(key);
    const parentKey = parentOf(resource);
    if (!parentKey) {
      roots.push(resource);
      return;
    }
    place(known.get(parentKey) ?? { name: parentKey });
    children.set(parentKey, [...(children.get(parentKey) ?? []), resource]);
  };
  resources.forEach(place);
  const convert = (resource: IResourceItem): TreeMenuItem[] => {
    if (resource.meta?.hide) return [];
    const nodes = (children.get(keyOf(resource)) ?? []).flatMap(convert);
    const route = typeof resource.list === "string" ? resource.list : undefined;
    if (!route && nodes.length === 0) return [];
    if (route && NEEDS_PARAMETER.test(route)) return [];
    return [
      {
        ...resource,
        key: route ?? keyOf(resource),
        route,
        icon: resource.meta?.icon,
        children: nodes,
      },
    ];
  };
  return roots.flatMap(convert);
}

/** Every entry (no groups) of a menu, in menu order. */
export const flattenMenu = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.isGroup ? flattenMenu(node.children) : [node]));

/** Human label from a resource name when a translation is missing ("wallet-points" → "Wallet Points"). */
export const humanize = (name: string) =>
  name
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/**
 * The names of the resources the signed-in user may list, decided by the
 * access-control provider (the same decision that guards the routes) during
 * the render: the sidebar shows in the shell's first commit.
 */
function useAllowedResources(): Set<string> {
  const { resources } = useContext(ResourceContext);
  const session = useSession();
  return useMemo(() => {
    if (!session) return new Set<string>();
    const allowed = resources.filter(
      (resource) =>
        decideAccess({ resource: resource.name, action: "list", params: { resource } }).can,
    );
    return new Set(allowed.map((resource) => resource.name));
  }, [resources, session]);
}

export interface MenuTree {
  /** Visible menu. */
  items: MenuNode[];
  /** Visible entries only. */
  entries: MenuNode[];
  /** False outside <MenuTreeProvider> only. */
  ready: boolean;
}

/** What the menu is built from in Refine's menu items: names, routes and nesting (not their identity). */
export const menuSignature = (items: TreeMenuItem[]): string =>
  items
    .map((item) => `${item.name}>${item.route ?? ""}(${menuSignature(item.children)})`)
    .join(",");

/** The generated, access-filtered menu of spec 2.3 for the current user and mode. */
export function useBuildMenuTree(): MenuTree {
  const { resources } = useContext(ResourceContext);
  const menuItems = useMemo(() => menuTreeOf(resources), [resources]);
  const allowed = useAllowedResources();
  const mode = useViewMode();
  const { t, i18n } = useTranslation();
  const signature = menuSignature(menuItems);
  const allowedKey = [...allowed].sort().join(",");

  return useMemo(() => {
    const items = buildMenu(menuItems, {
      isAllowed: (name) => allowed.has(name),
      mode,
      categoryEnabled: config.features.category,
      // Menu keys are `menu.<resource name>` for every resource (checked by a test over all areas).
      label: (name) => t(`menu.${name}`, { defaultValue: humanize(name) }),
    });
    return { items, entries: flattenMenu(items), ready: true };
    // Rebuilt when what the menu is made of changes (its entries' names, routes and nesting, the allowed
    // names, the mode, the language), not when Refine hands out new items for a new address (a list's
    // sort or page): the sidebar, favorites and star keep their tree.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value: signature and allowedKey
  }, [signature, allowedKey, mode, t, i18n.language]);
}

const MenuTreeContext = createContext<MenuTree | undefined>(undefined);

/** Computes the menu once for the whole shell (sidebar, star, Add Menu dialog, quick links). */
export function MenuTreeProvider({ children }: { children: ReactNode }) {
  const tree = useBuildMenuTree();
  return createElement(MenuTreeContext.Provider, { value: tree }, children);
}

const EMPTY_TREE: MenuTree = { items: [], entries: [], ready: false };

/** The shell's menu (inside <MenuTreeProvider>; empty and not ready outside it). */
export function useMenuTree(): MenuTree {
  return useContext(MenuTreeContext) ?? EMPTY_TREE;
}
