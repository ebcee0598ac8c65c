import type { BaseKey } from "@refinedev/core";
import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import { Space } from "antd";
import { useTranslation } from "react-i18next";

interface RecordActionsProps {
  resource: string;
  id: BaseKey;
  /** The record's name: buttons are announced as "Edit Optik Prima". */
  name: string;
  show?: boolean;
  edit?: boolean;
  remove?: boolean;
}

/** Show / Edit / Delete of a row: each hidden without its permission (access control on buttons). */
export function RecordActions({ resource, id, name, show = true, edit = true, remove = true }: RecordActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      {show && (
        <ShowButton hideText size="small" resource={resource} recordItemId={id} aria-label={t("crud.actions.show", { name })} />
      )}
      {edit && (
        <EditButton hideText size="small" resource={resource} recordItemId={id} aria-label={t("crud.actions.edit", { name })} />
      )}
      {remove && (
        <DeleteButton
          hideText
          size="small"
          resource={resource}
          recordItemId={id}
          aria-label={t("crud.actions.delete", { name })}
          confirmTitle={t("crud.actions.deleteConfirm", { name })}
          confirmOkText={t("crud.bulk.deleteOk")}
          confirmCancelText={t("crud.bulk.cancel")}
        />
      )}
    </Space>
  );
}
