import type { MenuNode } from "@/hooks/use-menu-tree";

export interface MenuTreeNode {
  key: string;
  title: string;
  checkable: boolean;
  disableCheckbox?: boolean;
  /**
   * On the tree item (rc-tree passes aria-* on): the whole entry is unavailable, not only its checkbox.
   * antd greys its title out like disabled text, which assistive technology then hears as such.
   */
  "aria-disabled"?: boolean;
  children?: MenuTreeNode[];
}

/**
 * The Add Menu tree (spec 5): only menus the user may open. In search mode
 * (a search text) the groups are not selectable, so the dashboard is the only
 * selectable top-level entry; in add mode the groups are selectable (checking
 * one checks its entries). Entries already in favorites cannot be chosen again.
 */
export function addMenuTree(
  items: MenuNode[],
  search: string,
  favoriteKeys: Set<string>,
  /** The picks so far, when no more fit: the other entries cannot be picked (the limit holds). */
  full?: Set<string>,
): MenuTreeNode[] {
  const query = search.trim().toLowerCase();
  const searchMode = query !== "";
  const matches = (node: MenuNode) => !searchMode || node.label.toLowerCase().includes(query);
  const entry = (node: MenuNode): MenuTreeNode => {
    const unavailable = favoriteKeys.has(node.key) || (full !== undefined && !full.has(node.key));
    return {
      key: node.key,
      title: node.label,
      checkable: true,
      disableCheckbox: unavailable,
      ...(unavailable ? { "aria-disabled": true } : {}),
    };
  };
  return items.flatMap((node): MenuTreeNode[] => {
    if (!node.isGroup) return matches(node) ? [entry(node)] : [];
    const children = (matches(node) ? node.children : node.children.filter(matches)).map(entry);
    if (children.length === 0) return [];
    return [{ key: node.key, title: node.label, checkable: !searchMode, children }];
  });
}

/** The entries a tree shows (its groups' children included). */
export const shownEntryKeys = (tree: MenuTreeNode[]): Set<string> =>
  new Set(tree.flatMap((node) => (node.children ? node.children : [node]).map((item) => item.key)));

/**
 * The picks after a tick in a tree that may show only some entries (a search): the picks the tree
 * does not show stay picked, the shown ones are what the tree says.
 */
export function mergePicks(previous: string[], ticked: string[], shown: Set<string>): string[] {
  const kept = previous.filter((key) => !shown.has(key));
  return [...kept, ...ticked.filter((key) => shown.has(key) && !kept.includes(key))];
}

/** The chosen entries (group keys dropped, favorites already present dropped), in menu order. */
export function chosenEntries(
  entries: MenuNode[],
  checkedKeys: string[],
  favoriteKeys: Set<string>,
): MenuNode[] {
  const checked = new Set(checkedKeys);
  return entries.filter((entry) => checked.has(entry.key) && !favoriteKeys.has(entry.key));
}

/** Spec 5: nothing fits when full; otherwise at most the remaining number of menus. */
export function selectionProblem(
  count: number,
  remaining: number,
): { key: "shell.favorites.full" } | { key: "shell.favorites.maximum"; n: number } | undefined {
  if (remaining <= 0) return { key: "shell.favorites.full" };
  if (count > remaining) return { key: "shell.favorites.maximum", n: remaining };
  return undefined;
}
