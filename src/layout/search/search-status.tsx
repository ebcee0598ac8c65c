import { Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { SearchState } from "./use-search";

/**
 * What the search is doing, in a sentence (read out by screen readers as it changes): searching, no
 * result for what was typed, a failure with a retry, or what to type when nothing was typed yet.
 */
export function SearchStatus({
  typed,
  state,
  found,
  recent,
  onRetry,
}: {
  typed: boolean;
  state: SearchState;
  found: boolean;
  recent: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  let text: string | null = null;
  let hint: string | null = null;
  if (!typed) text = recent ? null : t("search:start");
  else if (state.status === "loading") text = t("search:loading");
  else if (state.status === "error") text = t("search:error");
  else if (state.status === "done" && !found) {
    text = t("search:empty", { q: state.q });
    hint = t("search:emptyHint");
  }
  return (
    <div style={{ marginTop: text ? 12 : 0 }}>
      <div role="status" aria-live="polite">
        {text && <Typography.Text type="secondary">{text}</Typography.Text>}
        {hint && (
          <Typography.Paragraph type="secondary" style={{ margin: "4px 0 0" }}>
            {hint}
          </Typography.Paragraph>
        )}
      </div>
      {typed && state.status === "error" && (
        <Button size="small" onClick={onRetry} style={{ marginTop: 8 }}>
          {t("search:retry")}
        </Button>
      )}
    </div>
  );
}
