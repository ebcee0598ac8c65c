import type { BaseRecord, HttpError } from "@refinedev/core";
import { getDefaultSortOrder } from "@refinedev/antd";
import { Button, Empty, Table, type CheckboxProps } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { ErrorState } from "../error-state";
import type { HTMLAttributes, Key } from "react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ListColumn } from "./columns";
import { VisuallyHidden } from "@/components/visually-hidden";
import { PhoneLayout } from "./phone-layout";
import { RowKitProvider } from "./row-kit";
import { drawOnce } from "./draw-once";
import { headerSortHandlers, SORT_KEY } from "./header-sort";
import { useInertMeasureRow } from "./table-a11y";
import { TableSearchForm } from "./table-search-form";
import type { ResourceTable as ResourceTableState } from "./use-resource-table";
import { usePaginationTotal } from "./pagination-total";
import "./table-targets.css";

interface ResourceTableProps<T extends BaseRecord> {
  table: ResourceTableState<T>;
  columns: ListColumn<T>[];
  rowKey: keyof T & string;
  /** Row selection for bulk actions; omit for a read-only list. */
  selection?: {
    selectedRowKeys: Key[];
    onChange: (keys: Key[]) => void;
    /** Rows that may be selected (the others show a disabled checkbox); all when omitted. */
    selectable?: (record: T) => boolean;
  };
  /** A row's name, for its selection checkbox ("Select Optik Prima"); defaults to its key. */
  rowName?: (record: T) => string;
  /** Accessible name of the table. */
  label: string;
  /** What an empty list without filters says (default "No records yet."). */
  emptyText?: string;
}

/**
 * The list table of every area: server-side pagination and sorting from
 * `useResourceTable`, sort arrows that follow the URL, an empty state that
 * tells "nothing yet" from "nothing matches", and an error state with retry.
 */
export function ResourceTable<T extends BaseRecord>({
  table,
  columns,
  rowKey,
  selection,
  rowName,
  label,
  emptyText,
}: ResourceTableProps<T>) {
  const { t } = useTranslation();
  const showTotal = usePaginationTotal();
  const { tableProps, tableQuery, sorters, hasUserFilters, clearFilters } = table;
  const searchForm = <TableSearchForm table={table} />;
  const tableRef = useInertMeasureRow();
  // A phone: the xs breakpoint matches (below 576 px). Its columns are the key ones unless the user
  // chose others (useColumnVisibility).
  const phone = useScreens().xs;
  // Each set of columns draws a cell once per record (a sort's loading state draws none again).
  const drawing = useMemo(
    () => columns.map((column) => drawOnce(column.render, column.shouldCellUpdate)),
    [columns],
  );
  const antdColumns = useMemo(
    () =>
      columns.map(
        (
          {
            sortable,
            csv: _csv,
            defaultHidden: _hidden,
            alwaysVisible: _always,
            phone: _key,
            header,
            ...column
          },
          index,
        ) => ({
          ...column,
          ...drawing[index],
          // On a phone (the other columns left out above) none is pinned over another, and a figure
          // (a right-aligned column: a price, a stock, a total) stays on one line.
          ...(phone
            ? {
                fixed: undefined,
                className:
                  column.align === "right"
                    ? [column.className, "list-cell-figure"].filter(Boolean).join(" ")
                    : column.className,
              }
            : {}),
          // A header wraps past a width of its own (table-targets.css) rather than widen a column of
          // short values. On a phone the actions' header is read out, not shown (the column is one
          // "⋯" button wide).
          title:
            phone && column.key === "actions" ? (
              <VisuallyHidden>{column.title}</VisuallyHidden>
            ) : (
              <span className="list-column-title">{header ?? column.title}</span>
            ),
          dataIndex: column.dataIndex ?? column.key,
          ...(sortable
            ? {
                sorter: true,
                sortOrder: getDefaultSortOrder(column.key, sorters) ?? null,
                // Its header's click is the list's (headerSortHandlers below).
                onHeaderCell: () => ({ [SORT_KEY]: column.key }) as HTMLAttributes<HTMLElement>,
              }
            : {}),
        }),
      ),
    [columns, drawing, sorters, phone],
  );

  if (tableQuery.isError) {
    const error = tableQuery.error as HttpError | null;
    return (
      <>
        {searchForm}
        <ErrorState
          title={t("crud.errorState.title")}
          subTitle={error?.message}
          extra={
            <Button type="primary" onClick={() => void tableQuery.refetch()}>
              {t("crud.errorState.retry")}
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      {searchForm}
      <PhoneLayout.Provider value={phone}>
        <RowKitProvider>
          <Table<T>
            {...tableProps}
            ref={tableRef}
            aria-label={label}
            rowKey={rowKey}
            columns={antdColumns}
            onHeaderRow={() => headerSortHandlers(antdColumns, tableProps)}
            // No animated scroll-to-top on every page or sort change: it keeps the main thread busy for ~450 ms.
            // A wide screen lays the table out as wide as its content; a phone as wide as the screen,
            // where the names, headers and tags wrap (table-targets.css) before the table scrolls sideways.
            scroll={{ x: phone ? true : "max-content", scrollToFirstRowOnChange: false }}
            tableLayout={phone ? "auto" : undefined}
            // A phone's narrower cell padding leaves its few columns room to fit the screen.
            size={phone ? "small" : "middle"}
            className={phone ? "list-table-phone" : undefined}
            rowSelection={
              selection
                ? {
                    selectedRowKeys: selection.selectedRowKeys,
                    onChange: selection.onChange,
                    preserveSelectedRowKeys: true,
                    getCheckboxProps: (record) => {
                      // antd hands these on to the checkbox's <input>, aria-label included (untyped there).
                      const props: CheckboxProps & { "aria-label": string } = {
                        "aria-label": t("crud.selection.row", {
                          name: rowName ? rowName(record) : String(record[rowKey]),
                        }),
                        disabled: selection.selectable ? !selection.selectable(record) : false,
                      };
                      return props;
                    },
                  }
                : undefined
            }
            pagination={
              tableProps.pagination === false
                ? false
                : {
                    ...tableProps.pagination,
                    showSizeChanger: true,
                    pageSizeOptions: [10, 20, 50, 100],
                    showTotal,
                  }
            }
            locale={{
              emptyText: tableQuery.isLoading ? (
                " "
              ) : (
                <Empty
                  description={
                    hasUserFilters
                      ? t("crud.emptyState.filtered")
                      : (emptyText ?? t("crud.emptyState.none"))
                  }
                >
                  {hasUserFilters && (
                    <Button onClick={clearFilters}>{t("crud.filters.clear")}</Button>
                  )}
                </Empty>
              ),
            }}
          />
        </RowKitProvider>
      </PhoneLayout.Provider>
    </>
  );
}
