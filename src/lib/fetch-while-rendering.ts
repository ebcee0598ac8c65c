import { type FetchStatus, hashKey, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";

/**
 * How long a page of rows fetched while its table rendered counts as fresh: long enough for the render
 * to end and the table to take it without asking again. Any other answer is stale at once (React
 * Query's default), so a list opened again asks again.
 */
const FETCHED_WHILE_RENDERING_FRESH_MS = 2_000;

/** Queries whose answer came from a fetch started while their table rendered: that answer's time. */
const fetchedWhileRendering = new WeakMap<object, number>();

/** Fresh for a moment when the query's data is the answer fetched while rendering, else stale at once. */
const staleTime = (query: { state: { dataUpdatedAt: number } }) =>
  fetchedWhileRendering.get(query) === query.state.dataUpdatedAt
    ? FETCHED_WHILE_RENDERING_FRESH_MS
    : 0;

/**
 * A table's page of rows asked for while the page renders, not after: React Query sends a query's
 * request once the component has committed (it subscribes in an effect), so a list's first page left
 * only after the shell, the filters and the empty table had rendered (about 300 ms of a cold load),
 * and a sort's only after the table had re-rendered with its spinner. The request now leaves during
 * that render and the backend works meanwhile.
 *
 * Give `queryOptions` to the Refine hook (useTable, useCustom) and call `startIfWaiting` with its
 * query's `fetchStatus` right after it. How: Refine's query keeps its key and function; its key's
 * hash function notes the key, and when React Query's result says the query will fetch once mounted
 * while the query in the cache is still idle, that query is fetched now. React Query then finds it
 * fetching and waits for the same answer; an answer already here counts as fresh for
 * FETCHED_WHILE_RENDERING_FRESH_MS, so it is not asked for twice. A disabled query (the result says
 * it will not fetch) is left alone. The request leaves in this very task only if nothing on its way
 * waits (providers/data/http.ts sends at once once the API is ready: `apiIsReady`).
 */
export function useFetchWhileRendering() {
  const client = useQueryClient();
  // A plain holder, written by the hash function during render and read right after.
  const [noted] = useState<{ key?: QueryKey }>(() => ({}));
  const queryKeyHashFn = useCallback(
    (queryKey: QueryKey) => {
      noted.key = queryKey;
      return hashKey(queryKey);
    },
    [noted],
  );
  const startIfWaiting = (willFetch: FetchStatus) => {
    if (willFetch !== "fetching" || !noted.key) return;
    const query = client.getQueryCache().find({ queryKey: noted.key, exact: true });
    if (!query || query.state.fetchStatus !== "idle") return;
    query.fetch().then(
      () => fetchedWhileRendering.set(query, query.state.dataUpdatedAt),
      // A failure reaches the table through the same query once it has mounted.
      () => undefined,
    );
  };
  return { queryOptions: { queryKeyHashFn, staleTime }, startIfWaiting };
}
