import type { TFunction } from "i18next";
import type { SearchFact, SearchGroup, SearchResult } from "@/contract/search";
import type { MenuNode } from "@/hooks/use-menu-tree";
import { formatDate, formatPhone, formatPoints, formatRupiah } from "@/lib/format";
import { linksByName } from "@/lib/resource";
import type { RecentItem } from "./recent";

/** One choice of the dialog's list: what it shows, where it goes, and what is remembered of it. */
export interface SearchOption {
  /** Unique in the list (the DOM id of the option). */
  key: string;
  title: string;
  /** Its facts, in words. */
  facts: string[];
  to: string;
  /** Remembered as a recently opened item; a recent search only fills the box again. */
  item?: RecentItem;
  /** A recent search: typed into the box again when chosen. */
  search?: string;
}

export interface SearchSection {
  key: string;
  heading: string;
  /** "5 of 12" when the kind has more hits than shown. */
  more?: string;
  options: SearchOption[];
}

/** A fact in words, through the one formatter; an enum by its label. */
export function factText(t: TFunction, fact: SearchFact): string {
  switch (fact.kind) {
    case "money":
      return formatRupiah(fact.value);
    case "points":
      return t("search:points", { points: formatPoints(fact.value) });
    case "date":
      return formatDate(String(fact.value));
    case "phone":
      return formatPhone(String(fact.value));
    case "enum":
      return fact.label ? t(fact.label) : String(fact.value);
    default:
      return String(fact.value);
  }
}

/** The namespaces an answer's texts live in ("transactions:status.PAID" → transactions). */
export function namespacesOf(result: SearchResult): string[] {
  const keys = result.groups.flatMap((group) => [
    group.label,
    ...group.hits.flatMap((hit) => hit.facts.map((fact) => fact.label ?? "")),
  ]);
  return [...new Set(keys.filter((key) => key.includes(":")).map((key) => key.split(":")[0]!))];
}

/** The page of a record; undefined when this console has no such area (a kind it does not know). */
function recordLink(area: string, id: string): string | undefined {
  try {
    return linksByName(area).show(id);
  } catch {
    return undefined;
  }
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The console's own pages whose menu name matches what was typed ("wallet" → Wallet Points): the
 * user's visible menu, the names that start with it first.
 */
export function pageOptions(entries: readonly MenuNode[], q: string, limit = 5): SearchOption[] {
  const needle = fold(q.trim());
  if (!needle) return [];
  return entries
    .map((entry) => {
      const label = fold(entry.label);
      const rank = label.startsWith(needle)
        ? 0
        : label.includes(` ${needle}`)
          ? 1
          : label.includes(needle)
            ? 2
            : 3;
      return { entry, rank };
    })
    .filter(({ entry, rank }) => rank < 3 && entry.route)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ entry }) => pageOption(entry));
}

export const pageOption = (entry: MenuNode): SearchOption => ({
  key: `page:${entry.route}`,
  title: entry.label,
  facts: [],
  to: entry.route!,
  item: { type: "page", route: entry.route! },
});

/** The hits of an answer, one section per kind. */
export function recordSections(t: TFunction, groups: readonly SearchGroup[]): SearchSection[] {
  return groups.map((group) => ({
    key: group.kind,
    heading: t(group.label),
    more:
      group.total > group.hits.length
        ? t("search:more", { shown: group.hits.length, total: group.total })
        : undefined,
    options: group.hits.flatMap((hit) => {
      const to = recordLink(hit.area, hit.id);
      if (!to) return [];
      const item: RecentItem = {
        type: "record",
        kind: hit.kind,
        area: hit.area,
        id: hit.id,
        title: hit.title,
        facts: hit.facts,
        label: group.label,
      };
      return [
        {
          key: `${hit.kind}:${hit.id}:${hit.title}`,
          title: hit.title,
          facts: hit.facts.map((fact) => factText(t, fact)),
          to,
          item,
        },
      ];
    }),
  }));
}

/** A remembered item as an option again (a page no longer in the user's menu is left out). */
export function recentOption(
  t: TFunction,
  item: RecentItem,
  entries: readonly MenuNode[],
): SearchOption | undefined {
  if (item.type === "page") {
    const entry = entries.find((candidate) => candidate.route === item.route);
    return entry
      ? { ...pageOption(entry), key: `recent:page:${item.route}`, facts: [t("search:page")] }
      : undefined;
  }
  const to = recordLink(item.area, item.id);
  if (!to) return undefined;
  return {
    key: `recent:${item.kind}:${item.id}`,
    title: item.title,
    facts: [t(item.label), ...item.facts.map((fact) => factText(t, fact))],
    to,
    item,
  };
}

/** The namespaces remembered items need. */
export const recentNamespaces = (items: readonly RecentItem[]) =>
  namespacesOf({
    q: "",
    groups: items.flatMap((item) =>
      item.type === "record"
        ? [
            {
              kind: item.kind,
              label: item.label,
              total: 1,
              hits: [{ ...item, match: "exact" as const }],
            },
          ]
        : [],
    ),
  });
