import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlainCard } from "@/components/plain-card";

export interface PanelState {
  loading: boolean;
  failed: boolean;
  /** Loaded, and nothing to show. */
  empty?: boolean;
  retry: () => void;
}

/** A panel's heading (the name of its region). */
const HEADING = { margin: 0, fontSize: 16, fontWeight: 600 } as const;

/**
 * A panel whose code is still loading: its title and a skeleton. Not a region yet: the panel that
 * replaces it is.
 */
export function PanelPlaceholder({ title, rows = 3 }: { title: ReactNode; rows?: number }) {
  return (
    <PlainCard title={<h2 style={HEADING}>{title}</h2>} style={{ height: "100%" }} aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows }} />
    </PlainCard>
  );
}

/**
 * One panel of a dashboard: its title, and its own loading, error (with Try again) and empty state,
 * so a slow or failing call never holds up or blanks the others.
 */
export function Panel({
  id,
  title,
  extra,
  toolbar,
  state,
  emptyText,
  children,
  rows = 3,
}: {
  /** The heading's id (the panel is a region named by its title). */
  id: string;
  title: ReactNode;
  extra?: ReactNode;
  /** Controls above the content, shown in every state (a period to choose). */
  toolbar?: ReactNode;
  state: PanelState;
  emptyText?: string;
  children: ReactNode;
  rows?: number;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <PlainCard
      title={
        <h2 id={id} style={HEADING}>
          {title}
        </h2>
      }
      extra={extra}
      style={{ height: "100%" }}
      role="region"
      aria-labelledby={id}
    >
      {toolbar && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      {state.loading ? (
        <Skeleton active title={false} paragraph={{ rows }} />
      ) : state.failed ? (
        <Alert
          type="error"
          showIcon
          message={t("dashboard:panel.failed")}
          description={t("dashboard:panel.failedHint")}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={state.retry}>
              {t("dashboard:panel.retry")}
            </Button>
          }
        />
      ) : state.empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        children
      )}
    </PlainCard>
  );
}
