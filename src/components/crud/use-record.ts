import { type BaseRecord, type HttpError, useShow, type UseShowProps } from "@refinedev/core";
import { useFetchWhileRendering } from "@/lib/fetch-while-rendering";

/**
 * A record page's record: Refine's `useShow`, its request sent while the page renders rather than
 * once it has committed (src/lib/fetch-while-rendering.ts), as the lists' rows are. Every record
 * page reads its record through this hook.
 */
export function useRecord<TData extends BaseRecord = BaseRecord>(
  props: UseShowProps<TData, HttpError> = {},
) {
  const { queryOptions, startIfWaiting } = useFetchWhileRendering();
  const show = useShow<TData, HttpError>({
    ...props,
    queryOptions: { ...queryOptions, ...props.queryOptions },
  });
  startIfWaiting(show.query.fetchStatus);
  return show;
}
