import { Button, Modal } from "antd";
import { Component, useState, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FAILURE_NAMESPACE } from "@providers/i18n/failure-texts";
import { StatusMessage } from "./status-message";

const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Loading chunk|ChunkLoadError|Failed to fetch/i;

/**
 * A chunk that fails to download (new deploy, flaky network) rather than a bug in the page; also when
 * the failure comes wrapped in another error (its `cause`).
 */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (CHUNK_LOAD_FAILURE.test(message)) return true;
  return error instanceof Error && depth < 3 && error.cause !== undefined
    ? isChunkLoadError(error.cause, depth + 1)
    : false;
}

/**
 * "New Update Available" with the advice of spec 2.4 and a reload button. The texts of these screens
 * are in the entry chunk (providers/i18n/failure-texts.ts): a failed download may well take the locale
 * files with it.
 */
export function NewUpdateAvailable({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation(FAILURE_NAMESPACE);
  return (
    <StatusMessage
      status="info"
      title={titled ? t("newUpdate.title") : undefined}
      description={t("newUpdate.advice")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("newUpdate.reload")}
        </Button>
      }
    />
  );
}

function PageCrashed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(FAILURE_NAMESPACE);
  return (
    <StatusMessage
      status="error"
      title={t("pageError.title")}
      description={t("pageError.description")}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("pageError.retry")}
        </Button>
      }
    />
  );
}

function AppCrashed() {
  const { t } = useTranslation(FAILURE_NAMESPACE);
  return (
    <StatusMessage
      status="error"
      title={t("appCrash.title")}
      description={t("appCrash.description")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("appCrash.reload")}
        </Button>
      }
    />
  );
}

/** The dialog form, for a part of the shell (a drawer, a dialog, a selector) whose code failed to arrive. */
/** The dialog's title names it (a dialog needs a name); the message below it goes without. */
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

interface BoundaryProps {
  children: ReactNode;
  /** What to show instead: a failed download, or any other error. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** For the log (spec 8: remote module load errors are only logged). */
  label: string;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.label} failed`, error, info.componentStack);
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return this.props.fallback(this.state.error, () => this.setState({ error: undefined }));
  }
}

/** Around each page: a failed download says "New Update Available", a crash offers a retry; the shell stays. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      label="Page"
      fallback={(error, reset) =>
        isChunkLoadError(error) ? <NewUpdateAvailable /> : <PageCrashed onRetry={reset} />
      }
    >
      {children}
    </ErrorBoundary>
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

/**
 * Around the whole app: the code of a whole screen (the console, the shell, a public page) that failed
 * to arrive says "New Update Available"; anything else that escaped the pages' own boundaries says so
 * and offers a reload. Never a blank screen.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      label="App"
      fallback={(error) => (isChunkLoadError(error) ? <NewUpdateAvailable /> : <AppCrashed />)}
    >
      {children}
    </ErrorBoundary>
  );
}
