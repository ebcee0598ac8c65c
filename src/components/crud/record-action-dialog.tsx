import type { BaseKey } from "@refinedev/core";
import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { useArchiveToggle } from "./archive-confirm";
import { useDeleteRecord } from "./use-delete-record";

export type RecordAction = "archive" | "delete";

interface RecordActionDialogProps {
  resource: string;
  id: BaseKey;
  name: string;
  action: RecordAction;
  /** Cancelled, or the call has ended: the caller takes the dialog away. */
  onClose: () => void;
}

/**
 * The phone menu's confirmation of Archive or Delete (RecordActionsMenu): the wide screen's question in
 * a dialog, and the call once confirmed. The dialog stays until the call has ended.
 */
export function RecordActionDialog({
  resource,
  id,
  name,
  action,
  onClose: close,
}: RecordActionDialogProps) {
  const { t } = useTranslation();
  const deletion = useDeleteRecord(resource);
  const archiving = useArchiveToggle(resource);
  const remove = action === "delete";
  return (
    <Modal
      open
      title={remove ? t("crud.actions.delete", { name }) : t("crud.archive.archiveOne", { name })}
      okText={remove ? t("crud.bulk.deleteOk") : t("crud.archive.archiveOk")}
      cancelText={t("crud.bulk.cancel")}
      okButtonProps={{
        danger: remove,
        loading: remove ? deletion.pending : archiving.pending,
      }}
      onCancel={close}
      onOk={async () => {
        if (remove) deletion.remove(id, name, close);
        else {
          await archiving.toggle(id, "archive", name);
          close();
        }
      }}
      // Cancel (and Esc) close it; a corner ✕ would sit over the record's long name in the title.
      closable={false}
      width={420}
    >
      {remove
        ? t("crud.actions.deleteConfirm", { name })
        : t("crud.archive.archiveConfirm", { name })}
    </Modal>
  );
}
