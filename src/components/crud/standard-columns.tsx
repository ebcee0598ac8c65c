import type { BaseRecord } from "@refinedev/core";
import { Text } from "@/components/plain-typography";
import { Avatar } from "antd";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { RowLink } from "./row-link";
import type { RecordPermissions } from "@/hooks/use-access";
import { formatDateTime } from "@/lib/format";
import type { ListColumn } from "./columns";
import { RecordActions } from "./record-actions";
import { ActiveTag } from "./status-tag";

/** What a list may change of a standard column (hidden until shown, pinned or not…). */
type ColumnOptions<T extends BaseRecord> = Omit<Partial<ListColumn<T>>, "key" | "title">;

/**
 * A sortable date-and-time column ("31/01/2025 14:05"). The CSV keeps the stored value unless
 * `options.csv` says otherwise.
 */
export function dateTimeColumn<T extends BaseRecord>(
  key: string,
  title: string,
  options: ColumnOptions<T> = {},
): ListColumn<T> {
  return {
    key,
    title,
    sortable: true,
    render: formatDateTime,
    // The export writes the date as the list shows it, not the API's ISO text.
    csv: "dateTime",
    ...options,
  };
}

/** When the record was created (`createdAt`), under the console's own column title. */
export const createdAtColumn = <T extends BaseRecord>(t: TFunction, options?: ColumnOptions<T>) =>
  dateTimeColumn<T>("createdAt", t("translation:crud.fields.createdAt"), options);

/** When the record last changed (`updatedAt`), under the console's own column title. */
export const updatedAtColumn = <T extends BaseRecord>(t: TFunction, options?: ColumnOptions<T>) =>
  dateTimeColumn<T>("updatedAt", t("translation:crud.fields.updatedAt"), options);

/** The width past which a free text (a description) wraps in a list (`textColumn`). */
export const TEXT_COLUMN_WIDTH = 320;

/**
 * A cell's content that wraps past `at` pixels instead of widening its column: for a list whose
 * columns would otherwise push the last ones under the pinned actions on a desktop screen.
 */
export function Wrap({ at, children }: { at: number; children: ReactNode }) {
  return <div style={{ maxWidth: at, whiteSpace: "normal" }}>{children}</div>;
}

/**
 * A free text, such as a description: it wraps past TEXT_COLUMN_WIDTH instead of widening the table
 * (one long description used to push the other columns off a desktop screen); a dash when empty.
 */
export function textColumn<T extends BaseRecord>(
  key: keyof T & string,
  title: string,
  options: ColumnOptions<T> = {},
): ListColumn<T> {
  return {
    key,
    title,
    render: (text: string | null | undefined) =>
      text ? (
        <div style={{ minWidth: 160 }}>
          <Wrap at={TEXT_COLUMN_WIDTH}>{text}</Wrap>
        </div>
      ) : (
        <Text type="secondary">-</Text>
      ),
    ...options,
  };
}

/** The width past which a record's name wraps in a list (`nameColumn`). */
export const NAME_COLUMN_WIDTH = 200;

/**
 * The record's name, a link to its page: sortable, never hidden. A long name wraps past `wrapAt`
 * (NAME_COLUMN_WIDTH unless given) rather than push the last columns under the pinned actions on a
 * desktop screen.
 */
export function nameColumn<T extends BaseRecord>(
  key: keyof T & string,
  title: string,
  to: (record: T) => string,
  { wrapAt = NAME_COLUMN_WIDTH }: { wrapAt?: number } = {},
): ListColumn<T> {
  return {
    key,
    title,
    sortable: true,
    alwaysVisible: true,
    render: (_, record) => (
      <RowLink
        to={to(record)}
        className="list-record-name"
        style={{ display: "inline-block", maxWidth: wrapAt }}
      >
        {String(record[key])}
      </RowLink>
    ),
  };
}

/** A code (a SKU, a brand's code) in a monospace chip, sortable unless `options` says otherwise. */
export const codeColumn = <T extends BaseRecord>(
  key: string,
  title: string,
  options: ColumnOptions<T> = {},
): ListColumn<T> => ({
  key,
  title,
  sortable: true,
  render: (code: string) => <Text code>{code}</Text>,
  ...options,
});

/**
 * The `isActive` flag as a green or red tag, sortable; the CSV says "Active" / "Inactive" in the
 * user's language. `title` is the area's own label of the flag.
 */
export function activeColumn<T extends BaseRecord & { isActive: boolean }>(
  title: string,
  options: ColumnOptions<T> = {},
): ListColumn<T> {
  return {
    key: "isActive",
    title,
    sortable: true,
    csv: "active",
    render: (active: boolean) => <ActiveTag active={active} />,
    // A status: one of the key columns a phone shows, unless the list hides it.
    phone: !options.defaultHidden,
    ...options,
  };
}

/**
 * A row's actions (usually `<RecordActions>`): never hidden, never exported, pinned to the right
 * edge so they stay in reach on a wide table (`options.fixed: false` leaves them in the flow).
 */
export function actionsColumn<T extends BaseRecord>(
  t: TFunction,
  render: (record: T) => ReactNode,
  options: ColumnOptions<T> = {},
): ListColumn<T> {
  return {
    key: "actions",
    title: t("translation:crud.fields.actions"),
    csv: false,
    alwaysVisible: true,
    fixed: "right",
    render: (_, record) => render(record),
    ...options,
  };
}

/**
 * A row's show, edit and delete (or archive) buttons, as far as `can` allows, in an actions column:
 * `recordActionsColumn(t, "brands", can, (brand) => ({ id: brand.brandId, name: brand.brandName }))`.
 */
export const recordActionsColumn = <T extends BaseRecord>(
  t: TFunction,
  resource: string,
  can: RecordPermissions,
  identify: (record: T) => { id: string; name: string },
) =>
  actionsColumn<T>(t, (record) => (
    <RecordActions resource={resource} can={can} {...identify(record)} />
  ));

/** A record's picture (its logo, its cover) as a small square, its initials without one; never exported. */
export function thumbnailColumn<T extends BaseRecord>(
  key: string,
  title: string,
  picture: (record: T) => { src?: string | null; initials?: string },
  size?: number,
): ListColumn<T> {
  return {
    key,
    title,
    csv: false,
    width: 64,
    render: (_, record) => {
      const { src, initials } = picture(record);
      return (
        <Avatar shape="square" size={size} src={src || undefined} alt="">
          {initials}
        </Avatar>
      );
    },
  };
}
