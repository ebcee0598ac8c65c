import type { BaseRecord } from "@refinedev/core";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RecordPermissions } from "@/hooks/use-access";
import { ARCHIVED, ArchiveList } from "./archive-list";
import { useAreaDeclaration } from "./record-identity";
import type { ListColumn } from "./columns";
import type { CsvSource } from "./csv-writers";
import { type ResourceTable, useResourceTable } from "./use-resource-table";

/** Archived records are read, not changed: their row actions are show and unarchive (ArchiveList). */
const READ_ONLY: RecordPermissions = { show: true, edit: false, remove: false };

interface ArchivePageProps<T extends BaseRecord> {
  /** The area, the records' key and name, the title and the search box's text: the area's own unless given. */
  resource?: string;
  rowKey?: keyof T & string;
  nameOf?: (record: T) => string;
  /** The area's list columns (`brandColumns`); a stable function, called again when the language changes. */
  columns: (t: TFunction, can: RecordPermissions) => ListColumn<T>[];
  title?: string;
  searchPlaceholder?: string;
  /** The list page's own filter controls, on the archive's table. */
  filters?: (table: ResourceTable<T>) => ReactNode;
  /** The list's CSV writers and the page's facts they read (ExportButton's `csv`). */
  csv?: CsvSource;
}

/**
 * An area's archive page (`/<area>/archive`, an area's `pages.archive`): its archived records, the most
 * recently archived first, in the list's columns with the list's search and filters.
 */
export function ArchivePage<T extends BaseRecord>({
  columns: columnsOf,
  filters,
  csv,
  resource,
  rowKey,
  nameOf,
  title,
  searchPlaceholder,
}: ArchivePageProps<T>) {
  const { t, i18n } = useTranslation();
  const area = useAreaDeclaration(resource);
  const nameField = area.recordLabel ?? area.idField;
  const list = {
    resource: area.resource,
    rowKey: rowKey ?? (area.idField as keyof T & string),
    nameOf: nameOf ?? ((record: T) => String(record[nameField] ?? "")),
    title: title ?? area.title("archive"),
    searchPlaceholder: searchPlaceholder ?? area.searchPlaceholder(),
  };
  const table = useResourceTable<T>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  const columns = useMemo(
    () => columnsOf(t, READ_ONLY),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [columnsOf, t, i18n.language],
  );
  return (
    <ArchiveList<T>
      {...list}
      table={table}
      columns={columns}
      csv={csv}
      filters={filters?.(table)}
    />
  );
}
