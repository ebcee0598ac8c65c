import { EyeOutlined, UndoOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { List } from "./views";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { Space } from "antd";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/hooks/use-access";
import { ArchiveToggleButton } from "./archive-actions";
import type { ListColumn } from "./columns";
import type { CsvSource } from "./csv-writers";
import { formatDateTime } from "@/lib/format";
import { LinkButton } from "./link-button";
import { RowLinkButton } from "./row-button";
import { PageTitle } from "./page-title";
import { ResourceList } from "./resource-list";
import type { ResourceTable } from "./use-resource-table";
import { linksByName } from "@/lib/resource";

/** The permanent filter of an archive page's table (`useResourceTable({ permanentFilters: ARCHIVED })`). */
export const ARCHIVED: CrudFilter[] = [{ field: "isArchived", operator: "eq", value: "true" }];

interface ArchiveListProps<T extends BaseRecord> {
  resource: string;
  /** `useResourceTable({ permanentFilters: ARCHIVED, … })`. */
  table: ResourceTable<T>;
  /** The area's list columns; its "actions" column is replaced by show and unarchive. */
  columns: ListColumn<T>[];
  /** The list's CSV writers and the page's facts they read (ExportButton's `csv`). */
  csv?: CsvSource;
  rowKey: keyof T & string;
  nameOf: (record: T) => string;
  title: string;
  searchPlaceholder: string;
  /** The list page's own filter controls, on this table. */
  filters?: ReactNode;
}

/**
 * The archive page every archivable area mounts at `/<area>/archive`: its archived records with the
 * list's search, filters, columns and export, when each was archived, and Unarchive with a
 * confirmation (the record goes back to the list).
 */
export function ArchiveList<T extends BaseRecord>({
  resource,
  table,
  columns,
  csv,
  rowKey,
  nameOf,
  title,
  searchPlaceholder,
  filters,
}: ArchiveListProps<T>) {
  const { t, i18n } = useTranslation();
  const canShow = useAccess(resource, "show");
  const canUnarchive = useAccess(resource, "unarchive");
  const archiveColumns = useMemo<ListColumn<T>[]>(() => {
    // On a phone an archive shows the name, when it was archived and its actions: the list's own key
    // columns (a status, a figure) say less about an archived record; the column chooser brings them.
    const listed = columns
      .filter((column) => column.key !== "actions")
      .map((column) => ({ ...column, phone: false }));
    // When each was archived comes right after the name (the first column that is never hidden):
    // it is what the page is about, so it stays in view however wide the list's own columns are.
    const name = listed.findIndex((column) => column.alwaysVisible) + 1;
    return [
      ...listed.slice(0, name),
      {
        key: "archivedAt",
        title: t("crud.archive.archivedAt"),
        sortable: true,
        phone: true,
        render: (value: string | null | undefined) => (value ? formatDateTime(value) : "—"),
        csv: "dateTime",
      },
      ...listed.slice(name),
      {
        key: "actions",
        title: t("crud.fields.actions"),
        csv: false,
        alwaysVisible: true,
        fixed: "right",
        render: (_: unknown, record: T) => {
          const id = String(record[rowKey]);
          const name = nameOf(record);
          return (
            <Space size={4}>
              {canShow && (
                <RowLinkButton
                  to={linksByName(resource).show(id)}
                  icon={<EyeOutlined aria-hidden />}
                  label={t("crud.actions.show", { name })}
                />
              )}
              {canUnarchive && (
                <ArchiveToggleButton
                  resource={resource}
                  id={id}
                  name={name}
                  kind="unarchive"
                  icon={<UndoOutlined aria-hidden />}
                />
              )}
            </Space>
          );
        },
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  }, [columns, t, i18n.language, canShow, canUnarchive, resource, rowKey, nameOf]);
  return (
    <List
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      headerButtons={
        <LinkButton to={linksByName(resource).list()} icon={<UnorderedListOutlined aria-hidden />}>
          {t("crud.archive.backToList")}
        </LinkButton>
      }
    >
      <ResourceList<T>
        resource={resource}
        table={table}
        columns={archiveColumns}
        csv={csv}
        rowKey={rowKey}
        label={title}
        searchPlaceholder={searchPlaceholder}
        filters={filters}
        exportName={`${resource}-archive`}
        emptyText={t("crud.archive.empty")}
      />
    </List>
  );
}
