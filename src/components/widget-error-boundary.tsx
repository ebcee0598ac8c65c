import { Modal } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FAILURE_NAMESPACE } from "@providers/i18n/failure-texts";
import { ErrorBoundary, isChunkLoadError, NewUpdateAvailable } from "./page-error-boundary";

/**
 * The dialog form, for a part of the shell (a drawer, a dialog, a selector) whose code failed to arrive.
 * The dialog's title names it (a dialog needs a name); the message below it goes without. A file of its
 * own: antd's Modal belongs to the shell, not to the sign-in page that page-error-boundary.tsx serves too.
 */
function NewUpdateDialog() {
  const { t } = useTranslation(FAILURE_NAMESPACE);
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onCancel={() => setOpen(false)}
      footer={null}
      centered
      title={t("newUpdate.title")}
    >
      <NewUpdateAvailable titled={false} />
    </Modal>
  );
}

/**
 * Around a part of the shell that downloads its code on first use (the notification drawer, the Add
 * Menu dialog, the outlet and view-as selectors): a failed download says "New Update Available" in a
 * dialog, and the rest of the shell stays as it is. Any other error only removes that part.
 */
export function WidgetErrorBoundary({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ErrorBoundary
      label={label}
      fallback={(error) => (isChunkLoadError(error) ? <NewUpdateDialog /> : null)}
    >
      {children}
    </ErrorBoundary>
  );
}
