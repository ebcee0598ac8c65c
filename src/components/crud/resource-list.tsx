import { useResourceParams, type BaseRecord } from "@refinedev/core";
import { Flex } from "antd";
import { type Key, type ReactNode, useCallback, useState } from "react";
import { BulkActions } from "./bulk-actions";
import { ColumnVisibilityButton, useColumnVisibility } from "./column-visibility";
import type { ListColumn } from "./columns";
import type { CsvSource } from "./csv-writers";
import { ExportButton } from "./export-button";
import { SEARCH_FIELD } from "./filters";
import { ListToolbar } from "./list-toolbar";
import { ResourceTable } from "./resource-table";
import type { ResourceTable as ResourceTableState } from "./use-resource-table";

export interface ResourceListProps<T extends BaseRecord> {
  resource: string;
  table: ResourceTableState<T>;
  columns: ListColumn<T>[];
  rowKey: keyof T & string;
  /** Accessible name of the table (the page title). */
  label: string;
  searchPlaceholder: string;
  /** Filter controls of the area (selects, ranges) placed after the search box. */
  filters?: ReactNode;
  /**
   * Bulk activate / deactivate values; omit to offer no bulk actions. `allowDelete: false` leaves out
   * the bulk Delete; `selectable` says which rows may be selected at all (e.g. never one's own account).
   */
  bulk?: {
    activateValues: BaseRecord;
    deactivateValues: BaseRecord;
    allowDelete?: boolean;
    selectable?: (record: T) => boolean;
  };
  /** CSV file name stem; omit to offer no export. */
  exportName?: string;
  /** The list's CSV writers and the page's facts they read (ExportButton's `csv`). */
  csv?: CsvSource;
  /**
   * The columns a file writes when the screen shows others in their place (a change log on a phone
   * folds its columns into two); the list's own columns otherwise.
   */
  fileColumns?: ListColumn<T>[];
  /** What an empty list without filters says. */
  emptyText?: string;
}

/**
 * The body of every list page: search + filters + column choice + CSV export
 * above a server-side table, and the bulk actions of the selected rows.
 */
export function ResourceList<T extends BaseRecord>({
  resource,
  table,
  columns,
  rowKey,
  label,
  searchPlaceholder,
  filters,
  bulk,
  exportName,
  csv,
  fileColumns,
  emptyText,
}: ResourceListProps<T>) {
  const { hidden, setHidden, visibleColumns, exportColumns } = useColumnVisibility(
    resource,
    columns,
  );
  const [selected, setSelected] = useState<Key[]>([]);
  // The area's record name field (defineArea's recordLabel) names each row's selection checkbox.
  const recordLabel = useResourceParams({ resource }).resource?.meta?.recordLabel as
    string | undefined;
  const rowName = useCallback(
    (record: T) => String((recordLabel && record[recordLabel]) ?? record[rowKey]),
    [recordLabel, rowKey],
  );

  return (
    <>
      <ListToolbar
        search={table.getFilter<string>(SEARCH_FIELD)}
        onSearch={(text) => table.setFilter(SEARCH_FIELD, "eq", text)}
        searchPlaceholder={searchPlaceholder}
        filters={filters}
        hasFilters={table.hasUserFilters}
        onClear={table.clearFilters}
        tools={
          <>
            <ColumnVisibilityButton columns={columns} hidden={hidden} onChange={setHidden} />
            {exportName && (
              <ExportButton
                resource={resource}
                filters={table.filters}
                sorters={table.sorters}
                meta={table.meta}
                columns={fileColumns ?? exportColumns}
                csv={csv}
                filename={exportName}
              />
            )}
          </>
        }
      />
      {bulk && selected.length > 0 && (
        <Flex style={{ marginBottom: 12 }}>
          <BulkActions
            resource={resource}
            selectedIds={selected}
            onDone={() => setSelected([])}
            activateValues={bulk.activateValues}
            deactivateValues={bulk.deactivateValues}
            allowDelete={bulk.allowDelete ?? true}
          />
        </Flex>
      )}
      <ResourceTable<T>
        table={table}
        columns={visibleColumns}
        rowKey={rowKey}
        rowName={rowName}
        label={label}
        emptyText={emptyText}
        selection={
          bulk
            ? { selectedRowKeys: selected, onChange: setSelected, selectable: bulk.selectable }
            : undefined
        }
      />
    </>
  );
}
