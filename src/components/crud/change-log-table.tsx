import type { ChangeLog, ChangeLogAction } from "@/contract/change-log";
import { useCustom } from "@refinedev/core";
import { DatePicker, Grid, Select, Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  ChangeLine,
  changeText,
  fieldLabel,
  type ChangeReader,
  type ChangeValueLabels,
} from "./change-value";
import { RelativeTime } from "./relative-time";
import type { ListColumn } from "./columns";
import { formatDateTime, DATE_INPUT_FORMAT } from "@/lib/format";
import { stableJson } from "@/lib/stable-json";
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

interface KeyedValue {
  key: string;
  value?: unknown;
}

/** A list of `{ key, value }` (a product's specifications), not any list whose items have a key. */
const isKeyedList = (value: unknown): value is KeyedValue[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      item &&
      typeof item === "object" &&
      typeof (item as KeyedValue).key === "string" &&
      "value" in item,
  );

/**
 * One change as readable lines. A list of keyed values (a product's
 * specifications) is broken down per key, labelled `<field>.<key>`.
 */
export function changeLines(
  change: ChangeLog["changes"][number],
): { field: string; before: unknown; after: unknown }[] {
  const { field, before, after } = change;
  if (
    (isKeyedList(before) || before == null) &&
    (isKeyedList(after) || after == null) &&
    (before != null || after != null)
  ) {
    const old = new Map((before ?? []).map((item) => [item.key, item.value]));
    const now = new Map((after ?? []).map((item) => [item.key, item.value]));
    const keys = [...new Set([...old.keys(), ...now.keys()])];
    return keys
      .filter((key) => stableJson(old.get(key)) !== stableJson(now.get(key)))
      .map((key) => ({
        field: `${field}.${key}`,
        before: old.get(key) ?? null,
        after: now.get(key) ?? null,
      }));
  }
  return [change];
}

/** The lines worth reading: not the record's own id nor bookkeeping, nor "— → —". */
const visibleLines = (log: ChangeLog) =>
  log.changes
    .flatMap(changeLines)
    .filter((change) => change.field !== `${log.entity}Id` && change.field !== "archivedAt")
    .filter((change) => stableJson(change.before) !== stableJson(change.after));

/**
 * How a line of a log is read: its field as the entry describes it. A key's line of a keyed list (a
 * specification) is read by its value's own shape, not as the list it came from.
 */
const describedOf = (log: ChangeLog, field: string) => log.fields?.[field];

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
  /**
   * Labels the schema does not carry (a product's specification keys); every other field is
   * labelled by its schema (the entry's `fields`).
   */
  fieldLabels?: Record<string, string>;
  /** The domain's labels of enum values, per field (a product's status). */
  valueLabels?: ChangeValueLabels;
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
   * The feed of every kind: each kind's own field labels and enum words (its domain's), in place of
   * `fieldLabels` and `valueLabels`.
   */
  labelsOf?: (entity: string) => { fields?: Record<string, string>; values?: ChangeValueLabels };
}

/** A column of the table by its key. */
const columnOf = (columns: ListColumn<ChangeLog>[], key: string) =>
  columns.find((column) => column.key === key);

/** A column's CSV text of a row. */
const csvOf = (column: ListColumn<ChangeLog>, log: ChangeLog) =>
  typeof column.csv === "function" ? String(column.csv(log)) : "";

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
      csv: who ? (log) => `${csvOf(when, log)} — ${csvOf(who, log)}` : when.csv,
      render: (value, log, index) => (
        <Space direction="vertical" size={0}>
          {drawn(when, value, log, index)}
          {who ? (
            <Typography.Text type="secondary">{drawn(who, undefined, log, index)}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      ...changes,
      title: summary ? columnOf(columns, "summary")!.title : changes.title,
      onCell: () => ({ style: { minWidth: 200, maxWidth: 250, whiteSpace: "normal" } }),
      csv: (log) =>
        summary || record
          ? `${summary ? summary(log) : log.entityName}: ${csvOf(changes, log)}`
          : csvOf(changes, log),
      render: (value, log, index) => (
        <Space direction="vertical" size={4}>
          {heading(log, index)}
          {drawn(changes, value, log, index)}
        </Space>
      ),
    },
  ];
}

/** "Alice Admin (Administrator)": who made a change, with their role when known. */
const authorText = (t: ReturnType<typeof useTranslation>["t"], log: ChangeLog) =>
  log.changedBy.role
    ? t("changeLogs.values.byRole", { name: log.changedBy.name, role: log.changedBy.role })
    : log.changedBy.name;

/**
 * Who changed what and when: per-field before → after, filtered by date
 * range, user and action, in the URL like every list.
 */
export function ChangeLogTable({
  entity,
  resource,
  entityId,
  recordLog,
  fieldLabels = {},
  valueLabels = {},
  title,
  summary,
  kinds,
  lineAction,
  rowNote,
  labelsOf,
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

  const actionLabel = (action: ChangeLogAction) => {
    switch (action) {
      case "CREATE":
        return t("changeLogs.actionLabels.CREATE");
      case "UPDATE":
        return t("changeLogs.actionLabels.UPDATE");
      case "ARCHIVE":
        return t("changeLogs.actionLabels.ARCHIVE");
      case "UNARCHIVE":
        return t("changeLogs.actionLabels.UNARCHIVE");
      case "DELETE":
        return t("changeLogs.actionLabels.DELETE");
      default:
        return action;
    }
  };

  const readerOf = (log: ChangeLog, field: string): ChangeReader => ({
    t,
    field: describedOf(log, field),
    enumLabel: (labelsOf?.(log.entity).values ?? valueLabels)[field],
  });
  const labelsFor = (log: ChangeLog) => labelsOf?.(log.entity).fields ?? fieldLabels;

  const columns = useMemo<ListColumn<ChangeLog>[]>(
    () => [
      {
        key: "createdAt",
        title: t("changeLogs.fields.createdAt"),
        sortable: true,
        alwaysVisible: true,
        csv: (log) => formatDateTime(log.createdAt),
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
              csv: summary,
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
              csv: (log: ChangeLog) => authorText(t, log),
              render: (_: unknown, log: ChangeLog) => authorText(t, log),
            },
            {
              key: "action",
              title: t("changeLogs.fields.action"),
              sortable: true,
              csv: (log: ChangeLog) => actionLabel(log.action),
              render: (action: ChangeLogAction) => (
                <Tag color={ACTION_COLORS[action]}>{actionLabel(action)}</Tag>
              ),
            },
          ]),
      {
        key: "changes",
        phone: true,
        title: t("changeLogs.fields.changes"),
        csv: (log) =>
          visibleLines(log)
            .map((change) => {
              const reader = readerOf(log, change.field);
              return changeText(
                fieldLabel(t, change.field, labelsFor(log), reader.field),
                change.before,
                change.after,
                reader,
              );
            })
            .join("; "),
        render: (_, log) =>
          visibleLines(log).length === 0 ? (
            t("changeLogs.values.empty")
          ) : (
            <Space direction="vertical" size={0}>
              {visibleLines(log).map((change) => {
                const reader = readerOf(log, change.field);
                const label = fieldLabel(t, change.field, labelsFor(log), reader.field);
                const line = (
                  <ChangeLine
                    key={change.field}
                    label={label}
                    before={change.before}
                    after={change.after}
                    reader={reader}
                  />
                );
                const action = lineAction?.(log, change.field, label);
                return action ? (
                  <span key={change.field}>
                    {line} {action}
                  </span>
                ) : (
                  line
                );
              })}
              {rowNote?.(log)}
            </Space>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- actionLabel and readerOf only read t and the props listed
    [
      t,
      i18n.language,
      entityId,
      recordLog,
      fieldLabels,
      valueLabels,
      summary,
      lineAction,
      rowNote,
      labelsOf,
    ],
  );
  // Below 768 px: two columns that fit the screen (phoneColumns). Only when a breakpoint answered
  // (xs or sm matched): where no media query matches at all, the full table.
  const screens = Grid.useBreakpoint();
  const narrow = screens.xs === true || (screens.sm === true && screens.md === false);
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
              (action) => ({ value: action, label: actionLabel(action) }),
            )}
          />
        </>
      }
    />
  );
}
