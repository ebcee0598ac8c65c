import { Alert, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The dialog of a user record (an address, a prescription): Save and Cancel, a spinner while saving,
 * no close on a click outside, and the save's failure above the form when the server named no field.
 */
export function RecordDialog({
  title,
  width,
  saving,
  failure,
  onSave,
  onCancel,
  children,
}: {
  title: ReactNode;
  width: number;
  saving: boolean;
  failure?: string;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("users");
  return (
    <Modal
      open
      title={title}
      okText={t("users:records.common.save")}
      cancelText={t("users:records.common.cancel")}
      confirmLoading={saving}
      onOk={onSave}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
      width={width}
    >
      {failure && (
        <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} role="alert" />
      )}
      {children}
    </Modal>
  );
}
