import { App, type FormInstance } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf, showServerErrors } from "./use-user-records";

/**
 * The save and cancel of a record dialog (an address, a prescription): `save(run)` runs the call and
 * closes on success; a refusal keeps the dialog and what was typed, with the server's messages on their
 * fields (or `failure` above the form when they name none). `cancel` asks before dropping changes.
 */
export function useDialogSave(
  form: FormInstance,
  onClose: (saved: boolean) => void,
  failedText: string,
) {
  const { t } = useTranslation("users");
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [dirty, setDirty] = useState(false);

  const save = async (run: () => Promise<unknown>) => {
    setSaving(true);
    setFailure(undefined);
    try {
      await run();
      onClose(true);
    } catch (error) {
      setFailure(
        showServerErrors(form, error)
          ? t("users:records.common.fixFields")
          : messageOf(error, failedText),
      );
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    if (!dirty) return onClose(false);
    modal.confirm({
      title: t("users:records.common.discard"),
      okText: t("users:records.common.discardOk"),
      cancelText: t("users:records.common.keepEditing"),
      onOk: () => onClose(false),
    });
  };

  return { saving, failure, save, cancel, markDirty: () => setDirty(true) };
}
