import { searchQuery, searchResult, type SearchFact, type SearchHit } from "@/contract/search";
import type { AnyRecord, Collection } from "../db/collection";
import { say } from "../lib/readers";
import { invalid, me, permits, requirePermission, route, type Auth } from "../lib/route";
import { IndexWarmer, indexOf, matches, type KindIndex } from "../lib/search-index";
import { BestHits, needleOf, type Needle, type SearchKeys } from "../lib/search-match";

/**
 * Find anything (`GET /search`): each domain registers the kinds of its records with `addSearchKind`
 * (as it adds its sidebar badges), and the facts it knows of another domain's hits with
 * `addSearchFacts` (a customer's loyalty tier). Only the kinds the user may list are searched.
 */
export interface SearchKind<T extends AnyRecord> {
  /** The kind's name in `?kinds=` and in the answer ("customers"). */
  kind: string;
  /** Where the kinds stand in the answer (lower first). */
  order: number;
  /** The heading of its group, a locale key of the console ("menu.customers"). */
  label: string;
  /** The permission area whose list action lets a user search it. */
  permissionArea: string;
  /** The console area whose record page a hit opens. */
  area: string;
  /** The collection of its records (its version tells when the index must be built again). */
  collection: () => Collection<T>;
  /** Which of the rows are of this kind (customers and admins are both users). */
  include?: (row: T) => boolean;
  /** What a record is found by. */
  keys: (row: T) => SearchKeys;
  /** What a hit shows: the id of the page it opens, its name, and the facts that tell it apart. */
  hit: (row: T) => { id: string; title: string; facts: SearchFact[] };
}

type AnyKind = SearchKind<AnyRecord>;
const kinds = new Map<string, AnyKind>();
const indexes = new Map<string, KindIndex<AnyRecord>>();
const extraFacts = new Map<string, ((id: string) => SearchFact[])[]>();

export const addSearchKind = <T extends AnyRecord>(kind: SearchKind<T>) => {
  kinds.set(kind.kind, kind as unknown as AnyKind);
};

/** More facts for the hits of a kind another domain owns (the id is the hit's record). */
export const addSearchFacts = (kind: string, facts: (id: string) => SearchFact[]) => {
  extraFacts.set(kind, [...(extraFacts.get(kind) ?? []), facts]);
};

/** The registered kinds, in their order. */
export const searchKinds = () => [...kinds.values()].sort((a, b) => a.order - b.order);

/** Hits per kind: a few, enough to recognise; the group says how many more there are. */
export const HITS_PER_KIND = 5;

/** The best hits of one kind for what was typed. */
export function searchKind(kind: AnyKind, needle: Needle, limit = HITS_PER_KIND) {
  const index = indexOf(indexes.get(kind.kind), kind.collection(), kind.include, kind.keys);
  indexes.set(kind.kind, index);
  const best = new BestHits<AnyRecord>(limit);
  for (const { record, rank, length } of matches(index, needle)) best.add(record, rank, length);
  const hits: SearchHit[] = best.rows().map(({ row, match }) => {
    const shown = kind.hit(row);
    const more = (extraFacts.get(kind.kind) ?? []).flatMap((facts) => facts(shown.id));
    return { kind: kind.kind, area: kind.area, match, ...shown, facts: [...shown.facts, ...more] };
  });
  return { kind: kind.kind, label: kind.label, total: best.total, hits };
}

const warmer = new IndexWarmer();

/**
 * Builds the kinds' indexes ahead, for as long as `timeLeft()` stays above 0 (the browser's demo API
 * calls it when idle, src/mocks/search-warmup.ts); true once all are ready.
 */
export const warmSearch = (timeLeft: () => number) =>
  warmer.work(
    searchKinds().map((kind) => ({
      name: kind.kind,
      cached: indexes.get(kind.kind),
      collection: kind.collection(),
      include: kind.include,
      keys: kind.keys,
      ready: (index: KindIndex<AnyRecord>) => indexes.set(kind.kind, index),
    })),
    timeLeft,
  );

/**
 * The kinds a request searches: those it names (each one the user may list, else 403 naming the
 * missing permission; an unknown one 422), or without `kinds` every kind the user may list.
 */
export function kindsFor(auth: Auth, asked: string | null): AnyKind[] {
  const names = (asked ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0)
    return searchKinds().filter((kind) => permits(auth, kind.permissionArea, "list"));
  const unknown = names.filter((name) => !kinds.has(name));
  if (unknown.length)
    throw invalid({ kinds: say("search:api.unknownKinds", { kinds: unknown.join(", ") }) });
  const chosen = new Set(names);
  const wanted = searchKinds().filter((kind) => chosen.has(kind.kind));
  for (const kind of wanted) requirePermission(auth, kind.permissionArea, "list");
  return wanted;
}

export const handlers = [
  route({
    method: "get",
    path: "/search",
    summary: "Find anything: the best few records of each kind the user may list",
    query: searchQuery,
    response: searchResult,
    errors: [422],
    handler: (ctx) => {
      const chosen = kindsFor(me(ctx), ctx.query.get("kinds"));
      const q = ctx.query.get("q") ?? "";
      const needle = needleOf(q);
      if (!needle.text && !needle.phone) return { q, groups: [] };
      const groups = chosen
        .map((kind) => searchKind(kind, needle))
        .filter((group) => group.hits.length > 0);
      return { q, groups };
    },
  }),
];
