import { useCallback, useEffect, useState } from "react";
import type { ListParams } from "@providers/data/api";

export interface RemoteList<T> {
  rows: T[];
  total: number;
  loading: boolean;
  error?: string;
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize?: number) => void;
  search: string;
  setSearch: (q: string) => void;
  reload: () => void;
}

/**
 * A server-paged list for calls outside Refine's resources (own activities,
 * contacts): `_start/_end` from the page, `q` from the search box.
 */
export function useRemoteList<T>(
  fetcher: (params: ListParams) => Promise<{ results: T[]; count: number }>,
  initialPageSize = 10,
): RemoteList<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [page, setPageState] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [search, setSearchState] = useState("");
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetcher({
      _start: (page - 1) * pageSize,
      _end: page * pageSize,
      ...(search ? { q: search } : {}),
    })
      .then((answer) => {
        if (!active) return;
        setRows(answer.results);
        setTotal(answer.count);
        setError(undefined);
      })
      .catch((reason: unknown) => {
        if (active) setError(reason instanceof Error ? reason.message : String(reason));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [fetcher, page, pageSize, search, version]);

  const setPage = useCallback((next: number, size?: number) => {
    setPageState(next);
    if (size) setPageSize(size);
  }, []);
  const setSearch = useCallback((q: string) => {
    setSearchState(q);
    setPageState(1);
  }, []);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  return { rows, total, loading, error, page, pageSize, setPage, search, setSearch, reload };
}
