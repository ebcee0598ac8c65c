import { type BaseRecord, type HttpError, useShow, type UseShowProps } from "@refinedev/core";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { useFetchWhileRendering } from "@/lib/fetch-while-rendering";

/** The address's own parameters Refine never puts in a query's meta (its list state). */
const LIST_STATE = new Set(["filters", "sorters", "currentPage", "pageSize"]);

/**
 * The names of the address's query parameters that Refine puts in a record query's meta, and so in
 * its key: a tab, a table's page or search on the record's page. Our data provider reads none of
 * them, so a record's query leaves them out of its key: without that, each such change (a voucher's
 * next page of codes) asked for the record again and drew its page empty until it came.
 */
export function useAddressParams(): string[] {
  const { search } = useLocation();
  return useMemo(
    () =>
      [...new Set(new URLSearchParams(search).keys())]
        .map((name) => name.replace(/\[.*$/, ""))
        .filter((name) => !LIST_STATE.has(name))
        .sort(),
    [search],
  );
}

/**
 * A record page's record: Refine's `useShow`, its request sent while the page renders rather than
 * once it has committed (src/lib/fetch-while-rendering.ts), as the lists' rows are. Every record
 * page reads its record through this hook.
 */
export function useRecord<TData extends BaseRecord = BaseRecord>(
  props: UseShowProps<TData, HttpError> = {},
) {
  const { queryOptions, startIfWaiting } = useFetchWhileRendering({
    keyLeavesOut: useAddressParams(),
  });
  const show = useShow<TData, HttpError>({
    ...props,
    queryOptions: { ...queryOptions, ...props.queryOptions },
  });
  startIfWaiting(show.query.fetchStatus);
  return show;
}
