import type { BaseRecord } from "@refinedev/core";
import type { ColumnType } from "antd/es/table";
import type { ReactNode } from "react";
import type { StandardCsv } from "./csv-writers";

/**
 * A list column: an antd column with a stable `key` (also the server sort
 * field when `sortable`), a translated `title`, its CSV value, and whether
 * staff may hide it.
 */
export interface ListColumn<T extends BaseRecord> extends Omit<ColumnType<T>, "key" | "title"> {
  key: string;
  title: string;
  /** Richer header than `title` (which still names the column in the CSV and the column chooser). */
  header?: ReactNode;
  sortable?: boolean;
  /**
   * What the CSV export writes in this column. Unless the list's CSV writers (`defineCsv`, run in the
   * export's worker) have one for its key: `record[key]`, or a standard kind ("dateTime": the date as
   * the list shows it; "active": Active / Inactive). `false` leaves the column out.
   */
  csv?: StandardCsv | false;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** Cannot be hidden (the name column, the actions). */
  alwaysVisible?: boolean;
  /**
   * One of the list's key columns (its status, its main figure): shown on a phone, where the list
   * keeps only these, its name and its actions, so that nothing needs a sideways swipe. The other
   * columns show from 576 px on.
   */
  phone?: boolean;
}

/** Reads a possibly nested key ("address.city") of a record. */
export const readPath = (record: BaseRecord, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (value, part) =>
        value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined,
      record,
    );
