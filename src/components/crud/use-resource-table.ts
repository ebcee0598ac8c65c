import type {
  BaseRecord,
  CrudFilter,
  CrudOperators,
  CrudSort,
  HttpError,
  Pagination,
} from "@refinedev/core";
import { mapAntdSorterToCrudSorting, useTable } from "@refinedev/antd";
import { useDataProvider, useMeta, useResourceParams } from "@refinedev/core";
import { useCallback } from "react";
import { useFetchWhileRendering } from "@/lib/fetch-while-rendering";
import { emptyToUndefined, filterValue } from "./filters";

export interface UseResourceTableOptions {
  resource?: string;
  initialSorters?: CrudSort[];
  /** Filters the user cannot remove (e.g. the entity of a change log). */
  permanentFilters?: CrudFilter[];
  pageSize?: number;
  /** Off for embedded tables (a show page's tab) so they do not fight over the URL. */
  syncWithLocation?: boolean;
  meta?: Record<string, unknown>;
  /**
   * A failed load shows in place (ResourceTable's error state, with Try again), so no toast says it
   * a second time. `true` only for a table drawn without ResourceTable.
   */
  errorNotification?: boolean;
}

/**
 * A server-side table (pagination, sorting, filters) whose state lives in the
 * URL, so a link reproduces the view. Wraps Refine's antd useTable and adds
 * `getFilter` / `setFilter` for the filter bar (a filter change goes back to page 1).
 */
export function useResourceTable<T extends BaseRecord>({
  resource,
  initialSorters = [{ field: "createdAt", order: "desc" }],
  permanentFilters,
  pageSize = 20,
  syncWithLocation = true,
  meta,
  errorNotification = false,
}: UseResourceTableOptions = {}) {
  // The table's page of rows leaves while the page renders (src/lib/fetch-while-rendering.ts).
  const { queryOptions, startIfWaiting, changeWhenFetched } = useFetchWhileRendering();
  const dataProvider = useDataProvider();
  const getMeta = useMeta();
  const { resource: resourceItem } = useResourceParams({ resource });
  const table = useTable<T, HttpError>({
    resource,
    syncWithLocation,
    pagination: { pageSize, mode: "server" },
    sorters: { initial: initialSorters, mode: "server" },
    filters: { permanent: permanentFilters, defaultBehavior: "merge", mode: "server" },
    meta,
    // `undefined` is Refine's default toast; `false` none.
    errorNotification: errorNotification ? undefined : false,
    queryOptions,
  });
  startIfWaiting(table.tableQuery.fetchStatus);
  const { filters, setFilters, setCurrentPage } = table;

  const getFilter = useCallback(
    <V = unknown>(field: string, operator: CrudOperators = "eq") =>
      filterValue<V>(filters, field, operator),
    [filters],
  );

  const setFilter = useCallback(
    (field: string, operator: CrudOperators, value: unknown) => {
      setFilters([{ field, operator, value: emptyToUndefined(value) } as CrudFilter], "merge");
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );

  const clearFilters = useCallback(() => {
    setFilters([], "replace");
    setCurrentPage(1);
  }, [setFilters, setCurrentPage]);

  const permanentFields = new Set(
    (permanentFilters ?? []).map((filter) => ("field" in filter ? filter.field : "")),
  );
  const hasUserFilters = filters.some(
    (filter) => !("field" in filter) || !permanentFields.has(filter.field),
  );

  // A sort or another page is made once its rows are here, so the table renders once for it
  // (changeWhenFetched). The rows are asked for as Refine's list query asks (its key and getList).
  const changeTable = table.tableProps.onChange;
  const onChange: typeof changeTable = (pagination, tableFilters, sorter, extra) => {
    const change = () => changeTable?.(pagination, tableFilters, sorter, extra);
    if ((extra.action !== "sort" && extra.action !== "paginate") || !resourceItem) return change();
    const sorters = extra.action === "sort" ? mapAntdSorterToCrudSorting(sorter) : table.sorters;
    changeWhenFetched(
      (params) => ({
        ...params,
        pagination: {
          ...(params.pagination as object),
          currentPage: pagination.current || 1,
          pageSize: pagination.pageSize || pageSize,
        },
        sorters,
      }),
      (params) =>
        dataProvider(resourceItem.meta?.dataProviderName).getList({
          resource: resourceItem.name,
          pagination: params.pagination as Pagination,
          filters: params.filters as CrudFilter[],
          sorters,
          meta: getMeta({ resource: resourceItem, meta }),
        }),
      change,
    );
  };

  // `meta` goes with the table so that a call beside it (the CSV export) reads the same collection.
  return {
    ...table,
    tableProps: { ...table.tableProps, onChange },
    meta,
    getFilter,
    setFilter,
    clearFilters,
    hasUserFilters,
  };
}

export type ResourceTable<T extends BaseRecord> = ReturnType<typeof useResourceTable<T>>;
