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
export function useFetchWhileRendering({
  keyLeavesOut = [],
}: {
  /**
   * Names left out of the key's last part (its parameters) when React Query tells one query from
   * another: parameters that never change what is asked for (see `useRecord`).
   */
  keyLeavesOut?: readonly string[];
} = {}) {
  const client = useQueryClient();
  const leftOut = keyLeavesOut.join("&");
  // A plain holder, written by the hash function during render and read right after; `turn` counts
  // the changes made once fetched.
  const [noted] = useState<{ key?: QueryKey; turn?: number }>(() => ({}));
  const hashOf = useCallback(
    (queryKey: QueryKey) => {
      const params = queryKey.at(-1);
      if (!leftOut || !params || typeof params !== "object") return hashKey(queryKey);
      const kept = { ...(params as Record<string, unknown>) };
      for (const name of leftOut.split("&")) delete kept[name];
      return hashKey([...queryKey.slice(0, -1), kept]);
    },
    [leftOut],
  );
  const queryKeyHashFn = useCallback(
    (queryKey: QueryKey) => {
      noted.key = queryKey;
      return hashOf(queryKey);
    },
    [noted, hashOf],
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
  /**
   * A change of the table's query (a sort, another page) made once its rows are here, so that the
   * table renders once, with the new order and its rows, instead of once with the new arrow over the
   * old rows and again with the new rows (each render of a list is 30–90 ms on the machines we
   * measure). `next` gives the query's parameters after the change (its key's last part),
   * `fetchRows` asks for them as the hook's own query would, `change` makes the change. The answer
   * goes into the query's cache, fresh (above), so the change finds it and asks for nothing.
   * A slow answer does not hold the change back: after CHANGE_ANYWAY_MS the change is made (the
   * new arrow and the table's spinner) and the query waits for that same answer. Only the latest
   * of two quick changes is made.
   */
  const changeWhenFetched = (
    next: (params: Record<string, unknown>) => Record<string, unknown>,
    fetchRows: (params: Record<string, unknown>) => Promise<unknown>,
    change: () => void,
  ) => {
    const key = noted.key;
    const params = key?.at(-1);
    if (!key || !params || typeof params !== "object") return change();
    const nextParams = next(params as Record<string, unknown>);
    const queryKey = [...key.slice(0, -1), nextParams];
    const turn = (noted.turn = (noted.turn ?? 0) + 1);
    let done = false;
    const changeOnce = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (noted.turn === turn) change();
    };
    const timer = setTimeout(changeOnce, CHANGE_ANYWAY_MS);
    client
      .fetchQuery({ queryKey, queryKeyHashFn: hashOf, queryFn: () => fetchRows(nextParams) })
      .then(
        () => {
          const query = client.getQueryCache().find({ queryKey, exact: true });
          if (query) fetchedWhileRendering.set(query, query.state.dataUpdatedAt);
          changeOnce();
        },
        // The change is made; its query asks again and shows the failure in place.
        changeOnce,
      );
  };
  return { queryOptions: { queryKeyHashFn, staleTime }, startIfWaiting, changeWhenFetched };
}

/**
 * How long a sort or a page change waits for its rows before it shows the change over the old rows
 * with a spinner: below what staff notice as a wait.
 */
const CHANGE_ANYWAY_MS = 150;
