import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/lib/format";

export interface PanelState {
  loading: boolean;
  failed: boolean;
  /** Loaded, and nothing to show. */
  empty?: boolean;
  retry: () => void;
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
    <Card
      title={
        <h2 id={id} style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>
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
    </Card>
  );
}

/** Rupiah in a table's cell, on one line ("Rp 12.160.000", never broken after "Rp"). */
export const Money = ({ value }: { value: number }) => (
  <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(value)}</span>
);
