import type { ListProps } from "@refinedev/antd";
import type { BaseRecord } from "@refinedev/core";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type RecordPermissions, useAccess } from "@/hooks/use-access";
import type { ListColumn } from "./columns";
import type { CsvSource } from "./csv-writers";
import { useAreaDeclaration } from "./record-identity";
import { ListPage } from "./list-page";
import { ResourceList, type ResourceListProps } from "./resource-list";
import {
  type ResourceTable,
  type UseResourceTableOptions,
  useResourceTable,
} from "./use-resource-table";

/** What a list reads from its area's declaration unless the page gives it (`useAreaDeclaration`). */
type DeclaredProps = "resource" | "rowKey" | "searchPlaceholder";

/** The bulk Activate / Deactivate of a list whose records have `isActive`. */
export const ACTIVE_BULK = {
  activateValues: { isActive: true },
  deactivateValues: { isActive: false },
} as const;

interface AreaListProps<T extends BaseRecord>
  extends
    Omit<
      ResourceListProps<T>,
      "table" | "columns" | "label" | "filters" | "exportName" | DeclaredProps
    >,
    Partial<Pick<ResourceListProps<T>, DeclaredProps>>,
    Pick<UseResourceTableOptions, "initialSorters" | "permanentFilters">,
    Pick<ListProps, "headerButtons" | "createButtonProps" | "canCreate"> {
  /** The page's heading, which also names its table; the area's `<texts>.titles.list` unless given. */
  title?: string;
  /**
   * The area's list columns (`brandColumns`): a stable function (a `useCallback` where it reads the
   * page's state), called again when the language or the permissions change.
   */
  columns: (t: TFunction, can: RecordPermissions) => ListColumn<T>[];
  /**
   * What the rows may never offer, whatever the role (`{ remove: false }`: archived, never deleted);
   * `can` replaces the resource's own permissions.
   */
  deny?: Partial<RecordPermissions>;
  can?: RecordPermissions;
  /** The header links to the area's archive (shown to those who may archive). */
  archive?: boolean;
  /** CSV file name stem; the resource's name unless given. */
  exportName?: string;
  /** The list's CSV writers (its `*.csv.ts`) and the page's facts they read (ExportButton's `csv`). */
  csv?: CsvSource;
  /** The area's filter controls (selects, ranges) placed after the search box. */
  filters?: (table: ResourceTable<T>) => ReactNode;
  /** What the page shows above the list (a description, a drawer). */
  children?: ReactNode;
}

/**
 * An area's list page: its title, header buttons and the searchable, filterable, exportable
 * server-side table of its records in its columns, with the row actions the user may take.
 */
export function AreaList<T extends BaseRecord>({
  title: givenTitle,
  resource: givenResource,
  rowKey,
  searchPlaceholder,
  columns: columnsOf,
  initialSorters,
  permanentFilters,
  deny,
  can: givenCan,
  archive,
  exportName,
  csv,
  filters,
  headerButtons,
  createButtonProps,
  canCreate,
  children,
  ...rest
}: AreaListProps<T>) {
  const { t, i18n } = useTranslation();
  const area = useAreaDeclaration(givenResource);
  const title = givenTitle ?? area.title("list");
  const list = {
    ...rest,
    resource: area.resource,
    rowKey: rowKey ?? (area.idField as keyof T & string),
    searchPlaceholder: searchPlaceholder ?? area.searchPlaceholder(),
  };
  const table = useResourceTable<T>({ initialSorters, permanentFilters });
  const permissions = useAccess(list.resource);
  const own = givenCan ?? permissions;
  const can = useMemo(
    () => ({ ...own, ...deny }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deny` is read by value
    [own, deny?.show, deny?.edit, deny?.remove, deny?.archive],
  );
  const columns = useMemo(
    () => columnsOf(t, can),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [columnsOf, t, i18n.language, can],
  );
  return (
    <ListPage
      title={title}
      archiveOf={archive ? list.resource : undefined}
      headerButtons={headerButtons}
      createButtonProps={createButtonProps}
      canCreate={canCreate}
    >
      {children}
      <ResourceList<T>
        {...list}
        table={table}
        columns={columns}
        csv={csv}
        label={title}
        exportName={exportName ?? list.resource}
        filters={filters?.(table)}
      />
    </ListPage>
  );
}
