import { Edit } from "./views";
import type { ButtonProps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { ConflictWarning } from "./conflict-warning";
import { PageTitle } from "./page-title";
import { useAreaDeclaration, useRecordIdentity } from "./record-identity";
import type { RecordConflict } from "./use-conflict-reload";

interface RecordEditProps {
  /** The page's title: the area's `<texts>.titles.edit` unless given. */
  title?: string;
  /** What useRecordForm("edit") answered. */
  form: {
    saveButtonProps: ButtonProps;
    query?: { isLoading: boolean; isError?: boolean; data?: { data?: object } };
    id?: string | number;
    conflict?: RecordConflict;
  };
  /** The record's name (breadcrumb, delete confirmation) when not the field its area declares. */
  recordName?: string;
  /** False: Refine's own delete confirmation (or none when the user may not delete). */
  confirmDelete?: boolean;
  children: ReactNode;
}

/**
 * The frame of every edit page: title, save and delete buttons, the record's name in the breadcrumb,
 * and, when someone else saved the record first, a warning that keeps what was typed and offers to
 * reload their version.
 */
export function RecordEdit({
  title,
  form,
  recordName: givenName,
  confirmDelete = true,
  children,
}: RecordEditProps) {
  const { t } = useTranslation();
  const { saveButtonProps, query, id, conflict } = form;
  const area = useAreaDeclaration();
  const identity = useRecordIdentity(query?.data?.data);
  const recordName = givenName ?? identity.name;
  useRecordBreadcrumb(id === undefined ? undefined : String(id), recordName, query?.isError);
  return (
    <Edit
      title={<PageTitle>{title ?? area.title("edit")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
      isLoading={query?.isLoading}
      deleteButtonProps={
        confirmDelete
          ? { confirmTitle: t("crud.actions.deleteConfirm", { name: recordName ?? "" }) }
          : undefined
      }
    >
      {conflict && (
        <ConflictWarning
          conflict={conflict}
          title={t("crud.conflict.title")}
          description={t("crud.conflict.description")}
          reloadLabel={t("crud.conflict.reload")}
        />
      )}
      {children}
    </Edit>
  );
}
