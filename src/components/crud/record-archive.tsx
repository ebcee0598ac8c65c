import { Alert, type AlertProps } from "antd";
import type { ReactNode } from "react";
import { useAccess } from "@/hooks/use-access";
import { ArchiveToggleButton } from "./archive-actions";
import { useRecordIdentity } from "./record-identity";

/**
 * A record page's Archive button, or Unarchive once the record is archived, for those who may; the
 * record's id and name are read through the area's declaration (`idField`, `recordLabel`).
 */
export function RecordArchiveButton({
  resource,
  record,
  name,
}: {
  resource: string;
  record: { isArchived?: boolean | null };
  /** The record's name when it is not the field the area declares. */
  name?: string;
}) {
  const kind = record.isArchived ? "unarchive" : "archive";
  const may = useAccess(resource, kind);
  const identity = useRecordIdentity(record, resource);
  if (!may || identity.id === undefined) return null;
  return (
    <ArchiveToggleButton
      resource={resource}
      id={identity.id}
      name={name ?? identity.name ?? identity.id}
      kind={kind}
    />
  );
}

/** A record page's note that the record is archived (what that means for it), shown while it is. */
export function ArchivedNotice({
  record,
  message,
  type = "warning",
}: {
  record: { isArchived?: boolean | null };
  message: ReactNode;
  type?: AlertProps["type"];
}) {
  return record.isArchived ? <Alert type={type} showIcon message={message} /> : null;
}
