import type { ShowProps } from "@refinedev/antd";
import type { ReactNode } from "react";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { PageTitle } from "./page-title";
import { useAreaDeclaration, useRecordIdentity } from "./record-identity";
import { Show } from "./views";

interface RecordShowProps extends Omit<ShowProps, "title" | "breadcrumb" | "isLoading"> {
  /** The record once it has loaded (useRecord's `result`). */
  record: object | undefined;
  /** useRecord's query: the page shows its skeleton while it loads. */
  query: { isLoading: boolean; isError?: boolean };
  /** The page's title until the record's name is known: the area's `<texts>.titles.show` unless given. */
  title?: string;
  /** The record's name when it is not the field the area declares (`recordLabel`). */
  recordName?: string;
  /** The page's own buttons, before the standard ones (list, edit, delete, refresh). */
  actions?: ReactNode;
}

/**
 * The frame of every record page: the record's name as the title and in the breadcrumb (read through
 * the area's `idField` and `recordLabel`), the standard buttons after the page's own.
 */
export function RecordShow({
  record,
  query,
  title,
  recordName,
  actions,
  headerButtons,
  ...props
}: RecordShowProps) {
  const identity = useRecordIdentity(record, props.resource);
  const area = useAreaDeclaration(props.resource);
  const name = recordName ?? identity.name;
  useRecordBreadcrumb(identity.id, name, query.isError);
  return (
    <Show
      {...props}
      title={<PageTitle>{name ?? title ?? area.title("show")}</PageTitle>}
      breadcrumb={false}
      isLoading={query.isLoading}
      headerButtons={
        headerButtons ??
        (({ defaultButtons }) => (
          <>
            {actions}
            {defaultButtons}
          </>
        ))
      }
    />
  );
}
