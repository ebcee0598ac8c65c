import { Descriptions, type DescriptionsProps } from "antd";
import type { ReactNode } from "react";

const ONE_THEN_TWO_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };

type Span = NonNullable<DescriptionsProps["items"]>[number]["span"];

/** One field of a record page: its (translated) label, its value as shown, and how many columns it takes. */
export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
  span?: Span;
  /** Needed only when two items of one list share a label. */
  key?: string;
}

interface RecordDetailsProps extends Omit<DescriptionsProps, "items"> {
  /** The fields in order; `false`/`null`/`undefined` leaves a field out (`cond && { ... }`). */
  items?: readonly (DetailItem | false | null | undefined)[];
}

/**
 * A record page's fields in a bordered table: one column on a phone, two from a tablet up, unless
 * the page gives its own `column`. The fields come as data (`items`) or as `<Descriptions.Item>`
 * children.
 */
export function RecordDetails({
  column = ONE_THEN_TWO_COLUMNS,
  items,
  ...props
}: RecordDetailsProps) {
  return (
    <Descriptions
      bordered
      size="small"
      column={column}
      items={items
        ?.filter((item): item is DetailItem => !!item)
        .map(({ label, value, span, key }, index) => ({
          key: key ?? index,
          label,
          children: value,
          span,
        }))}
      {...props}
    />
  );
}
