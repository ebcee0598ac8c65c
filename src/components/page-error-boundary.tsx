import { Button } from "antd";
import { Component, type ErrorInfo, type ReactNode } from "react";
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

interface BoundaryProps {
  children: ReactNode;
  /** What to show instead: a failed download, or any other error. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** For the log (spec 8: remote module load errors are only logged). */
  label: string;
}

/** Catches what its children throw and shows `fallback` instead (the boundaries below and ./widget-error-boundary.tsx). */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
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
