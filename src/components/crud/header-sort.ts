import type { TableProps } from "antd";
import type { SortOrder } from "antd/es/table/interface";
import type { HTMLAttributes, KeyboardEvent, SyntheticEvent } from "react";

/** The attribute that names a sortable column on its header cell (`onHeaderCell`). */
export const SORT_KEY = "data-sort-key";

interface SortableColumn {
  key?: unknown;
  dataIndex?: unknown;
  sortOrder?: SortOrder;
}

/** antd's next order of a column's sort (its default directions): ascending, descending, none. */
export const nextSortOrder = (order: SortOrder | undefined): SortOrder =>
  order === "ascend" ? "descend" : order === "descend" ? null : "ascend";

/**
 * The header row's handlers (antd's `onHeaderRow`) that give a sortable header's click, or Enter on
 * it, to the table's `onChange` as antd would (a "sort" with the column's next order), before antd's
 * own handler sees it. antd keeps the sort in a state of its own as well, set by that click: React
 * then rendered the whole table (every cell; about 25 ms for twenty products) before it could read
 * the rows that had come back meanwhile. The headers show the list's sort, not antd's (each column's
 * `sortOrder` comes from the list's sorters), so nothing of antd's is left out.
 */
export function headerSortHandlers<T>(
  columns: readonly SortableColumn[],
  tableProps: Pick<TableProps<T>, "onChange" | "pagination" | "dataSource">,
): HTMLAttributes<HTMLElement> {
  const sortBy = (event: SyntheticEvent) => {
    const target = event.target as Element;
    const key = target.closest?.(`th[${SORT_KEY}]`)?.getAttribute(SORT_KEY);
    const column = key == null ? undefined : columns.find((each) => String(each.key) === key);
    if (!column || !tableProps.onChange) return;
    event.stopPropagation();
    tableProps.onChange(
      tableProps.pagination || {},
      {},
      {
        column: column as never,
        columnKey: key!,
        field: column.dataIndex as never,
        order: nextSortOrder(column.sortOrder),
      },
      { action: "sort", currentDataSource: [...(tableProps.dataSource ?? [])] },
    );
  };
  return {
    onClickCapture: sortBy,
    onKeyDownCapture: (event: KeyboardEvent) => {
      if (event.key === "Enter") sortBy(event);
    },
  };
}
