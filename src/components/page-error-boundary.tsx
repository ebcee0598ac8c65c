import { Button } from "antd";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatusMessage } from "./status-message";

/** A chunk that fails to download (new deploy, flaky network) rather than a bug in the page. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Loading chunk|ChunkLoadError|Failed to fetch/i.test(
    message,
  );
}

export function NewUpdateAvailable() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      status="info"
      title={t("shell.newUpdate.title")}
      description={t("shell.newUpdate.advice")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("shell.newUpdate.reload")}
        </Button>
      }
    />
  );
}

function PageCrashed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      status="error"
      title={t("shell.pageError.title")}
      description={t("shell.pageError.description")}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("shell.pageError.retry")}
        </Button>
      }
    />
  );
}

interface State {
  error: unknown;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Remote module load errors are only logged (spec 8); the screen explains the rest.
    console.error("Page failed", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isChunkLoadError(error)) return <NewUpdateAvailable />;
    return <PageCrashed onRetry={() => this.setState({ error: undefined })} />;
  }
}
