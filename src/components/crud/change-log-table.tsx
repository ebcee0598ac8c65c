import type { ChangeLog, ChangeLogAction } from "@/contract/change-log";
import { Text } from "@/components/plain-typography";
import { useCustom } from "@refinedev/core";
import { DatePicker, Select, Space, Tag } from "antd";
import { useScreens } from "@/hooks/use-screens";
import dayjs from "dayjs";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { labelsByEntity } from "./change-log-registry";
import changeLogCsv from "./change-logs.csv";
import { actionLabel, authorText, entryLines } from "./change-text";
import { ChangeLine } from "./change-value";
import { RelativeTime } from "./relative-time";
import type { ListColumn } from "./columns";
import type { CsvSource } from "./csv-writers";
import { DATE_INPUT_FORMAT } from "@/lib/format";
import { ResourceList } from "./resource-list";
import { useResourceTable } from "./use-resource-table";
import { apiPath } from "@providers/data/api-path";

/**
 * The kind of record of a change log ("product", "voucher", "role": the `entity` its demo API
 * writes); every area's log reads with the same renderer.
 */
export type ChangeLogEntity = string;
export type { ChangeLog, ChangeLogAction };

const ACTION_COLORS: Record<ChangeLogAction, string> = {
  CREATE: "green",
  UPDATE: "blue",
  ARCHIVE: "orange",
  UNARCHIVE: "cyan",
  DELETE: "red",
};

interface ChangeLogTableProps {
  /** The kind of record whose log this is; omit for the feed of every kind (`/activity`). */
  entity?: ChangeLogEntity;
  /** Refine resource of the change-log area ("product-change-logs"). */
  resource: string;
  /** One record's history; omit for the whole entity's log. */
  entityId?: string;
  /**
   * The link to a record's own change log, for the entity column of the whole entity's log
   * (`links.product.changeLogs`); one record's log has no such column.
   */
  recordLog?: (id: string) => string;
  title: string;
  /**
   * The feed of every kind: each entry said as one sentence (who did what to which record), in
   * place of the record, author and action columns.
   */
  summary?: (log: ChangeLog) => string;
  /** The feed of every kind: the kinds of record its filter offers, in words. */
  kinds?: { value: string; label: string }[];
  /** An action after a line of a change (the feed's "Restore this value"), by field and its label. */
  lineAction?: (log: ChangeLog, field: string, label: string) => ReactNode;
  /** A note under an entry's lines (the feed: why a change cannot be put back). */
  rowNote?: (log: ChangeLog) => ReactNode;
  /**
   * The log's CSV writers (the feed's, with its sentence); every other log's are the change logs'
   * own. Each entry's lines read in its domain's words (change-log-registry.ts), on screen and in
   * the file.
   */
  csv?: CsvSource;
}

/** A column of the table by its key. */
const columnOf = (columns: ListColumn<ChangeLog>[], key: string) =>
  columns.find((column) => column.key === key);

/** What a cell draws, as a React node (the table's own cell props are not used here). */
const drawn = (column: ListColumn<ChangeLog>, value: unknown, log: ChangeLog, index: number) =>
  column.render?.(value, log, index) as ReactNode;

/**
 * The log on a phone, in two columns so that a row reads top to bottom without a sideways swipe: when,
 * with who below it; then what happened (the feed's sentence, or the record's name in a kind's log)
 * above the before → after lines (and their restore buttons).
 */
function phoneColumns(
  columns: ListColumn<ChangeLog>[],
  summary: ((log: ChangeLog) => string) | undefined,
): ListColumn<ChangeLog>[] {
  const when = columnOf(columns, "createdAt")!;
  const changes = columnOf(columns, "changes")!;
  const who = summary ? undefined : columnOf(columns, "changedBy.name");
  const record = summary ? undefined : columnOf(columns, "entityName");
  const heading = (log: ChangeLog, index: number) =>
    summary ? summary(log) : record ? drawn(record, undefined, log, index) : null;
  return [
    {
      ...when,
      onCell: () => ({ style: { width: 96, whiteSpace: "normal" } }),
      render: (value, log, index) => (
        <Space direction="vertical" size={0}>
          {drawn(when, value, log, index)}
          {who ? <Text type="secondary">{drawn(who, undefined, log, index)}</Text> : null}
        </Space>
      ),
    },
    {
      ...changes,
      title: summary ? columnOf(columns, "summary")!.title : changes.title,
      onCell: () => ({ style: { minWidth: 200, maxWidth: 250, whiteSpace: "normal" } }),
      render: (value, log, index) => (
        <Space direction="vertical" size={4}>
          {heading(log, index)}
          {drawn(changes, value, log, index)}
        </Space>
      ),
    },
  ];
}

/**
 * Who changed what and when: per-field before → after, filtered by date
 * range, user and action, in the URL like every list.
 */
export function ChangeLogTable({
  entity,
  resource,
  entityId,
  recordLog,
  title,
  summary,
  kinds,
  lineAction,
  rowNote,
  csv = changeLogCsv,
}: ChangeLogTableProps) {
  const { t, i18n } = useTranslation();
  const table = useResourceTable<ChangeLog>({
    resource,
    meta: { apiPath: "change-logs" },
    permanentFilters: [
      ...(entity ? [{ field: "entity", operator: "eq" as const, value: entity }] : []),
      ...(entityId ? [{ field: "entityId", operator: "eq" as const, value: entityId }] : []),
    ],
  });
  const { result: authorsResult } = useCustom<{ results: { userId: string; name: string }[] }>({
    url: apiPath("/change-logs/authors"),
    method: "get",
    config: { query: { ...(entity ? { entity } : {}), ...(entityId ? { entityId } : {}) } },
  });
  const authors =
    (authorsResult.data as { results?: { userId: string; name: string }[] } | undefined)?.results ??
    [];

  // Each entity's labels in the user's words, worked out once per entity and language (react-i18next
  // hands out a new `t` with each language).
  const labelsOf = useMemo(() => labelsByEntity(t), [t]);

  const columns = useMemo<ListColumn<ChangeLog>[]>(
    () => [
      {
        key: "createdAt",
        title: t("changeLogs.fields.createdAt"),
        sortable: true,
        alwaysVisible: true,
        render: (at: string) => <RelativeTime at={at} lang={i18n.language} />,
      },
      ...(summary
        ? [
            {
              key: "summary",
              phone: true,
              title: t("changeLogs.fields.summary"),
              // Wrapped: the before → after lines beside it need the room more.
              onCell: () => ({ style: { minWidth: 220, maxWidth: 360, whiteSpace: "normal" } }),
              render: (_: unknown, log: ChangeLog) => summary(log),
            } satisfies ListColumn<ChangeLog>,
          ]
        : [
            ...(entityId
              ? []
              : [
                  {
                    key: "entityName",
                    phone: true,
                    title: t("changeLogs.fields.entity"),
                    render: (_: unknown, log: ChangeLog) =>
                      log.action === "DELETE" || !recordLog ? (
                        (log.entityName ?? log.entityId)
                      ) : (
                        <Link to={recordLog(log.entityId)}>{log.entityName ?? log.entityId}</Link>
                      ),
                  } satisfies ListColumn<ChangeLog>,
                ]),
            {
              key: "changedBy.name",
              phone: true,
              title: t("changeLogs.fields.changedBy"),
              render: (_: unknown, log: ChangeLog) => authorText(t, log),
            },
            {
              key: "action",
              title: t("changeLogs.fields.action"),
              sortable: true,
              render: (action: ChangeLogAction) => (
                <Tag color={ACTION_COLORS[action]}>{actionLabel(t, action)}</Tag>
              ),
            },
          ]),
      {
        key: "changes",
        phone: true,
        title: t("changeLogs.fields.changes"),
        render: (_, log) => {
          const lines = entryLines(t, log, labelsOf(log.entity));
          return lines.length === 0 ? (
            t("changeLogs.values.empty")
          ) : (
            <Space direction="vertical" size={0}>
              {lines.map(({ field, label, before, after, reader }) => {
                const line = (
                  <ChangeLine
                    key={field}
                    label={label}
                    before={before}
                    after={after}
                    reader={reader}
                  />
                );
                const action = lineAction?.(log, field, label);
                return action ? (
                  <span key={field}>
                    {line} {action}
                  </span>
                ) : (
                  line
                );
              })}
              {rowNote?.(log)}
            </Space>
          );
        },
      },
    ],
    [t, i18n.language, entityId, recordLog, summary, lineAction, rowNote, labelsOf],
  );
  // Below 768 px: two columns that fit the screen (phoneColumns). Only when a breakpoint answered
  // (xs or sm matched): where no media query matches at all, the full table.
  const screens = useScreens();
  const narrow = screens.xs || (screens.sm && !screens.md);
  const shown = useMemo(
    () => (narrow ? phoneColumns(columns, summary) : columns),
    [columns, narrow, summary],
  );

  /** A filter choosing one of `options` (typed to search them), kept in the address as `field`. */
  const searchableFilter = (
    field: string,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label={label}
      placeholder={label}
      style={{ width: 200 }}
      value={table.getFilter<string>(field)}
      onChange={(value) => table.setFilter(field, "eq", value)}
      options={options}
    />
  );

  const from = table.getFilter<string>("createdAt", "gte");
  const to = table.getFilter<string>("createdAt", "lte");

  return (
    <ResourceList<ChangeLog>
      resource={resource}
      table={table}
      columns={shown}
      fileColumns={narrow ? columns : undefined}
      csv={csv}
      rowKey="id"
      label={title}
      searchPlaceholder={t("changeLogs.filters.search")}
      exportName={entity ? `${entity}-change-logs` : "activity"}
      emptyText={t("changeLogs.values.none")}
      filters={
        <>
          <DatePicker.RangePicker
            aria-label={t("changeLogs.filters.dateRange")}
            format={DATE_INPUT_FORMAT}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(range) => {
              table.setFilter("createdAt", "gte", range?.[0]?.startOf("day").toISOString());
              table.setFilter("createdAt", "lte", range?.[1]?.endOf("day").toISOString());
            }}
            allowEmpty={[true, true]}
          />
          {searchableFilter(
            "changedBy.userId",
            t("changeLogs.filters.user"),
            authors.map((author) => ({ value: author.userId, label: author.name })),
          )}
          {kinds && searchableFilter("entity", t("changeLogs.filters.kind"), kinds)}
          <Select
            allowClear
            aria-label={t("changeLogs.filters.action")}
            placeholder={t("changeLogs.filters.action")}
            style={{ width: 160 }}
            value={table.getFilter<string>("action")}
            onChange={(value) => table.setFilter("action", "eq", value)}
            options={(["CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE", "DELETE"] as const).map(
              (action) => ({ value: action, label: actionLabel(t, action) }),
            )}
          />
        </>
      }
    />
  );
}
