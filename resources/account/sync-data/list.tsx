import { SyncOutlined } from "@ant-design/icons";
import { App, Button, Card, Result, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { syncData } from "@providers/data/api";
import { config } from "@/config";
import { formatDateTime } from "@/lib/format";
import { useErrorToast } from "@/lib/error-toast";

/** /sync-data (ROLE_AND_ACCESS): starts a synchronisation and says when it finished. */
export default function SyncDataPage() {
  const { t } = useTranslation("account");
  const { message } = App.useApp();
  const showError = useErrorToast();
  const [running, setRunning] = useState(false);
  const [syncedAt, setSyncedAt] = useState<string>();

  if (!config.ui.syncDataEnabled)
    return <Result status="info" title={t("account:sync.disabled")} />;

  const run = async () => {
    setRunning(true);
    try {
      const answer = await syncData();
      const at =
        (answer.payload as { syncedAt?: string } | undefined)?.syncedAt ?? new Date().toISOString();
      setSyncedAt(at);
      void message.success(t("account:sync.done", { time: formatDateTime(at) }));
    } catch (error) {
      showError(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card title={t("account:sync.title")} style={{ maxWidth: 720 }}>
      <Typography.Paragraph>{t("account:sync.description")}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" data-testid="sync-status">
        {syncedAt
          ? t("account:sync.last", { time: formatDateTime(syncedAt) })
          : t("account:sync.never")}
      </Typography.Paragraph>
      <Button
        type="primary"
        icon={<SyncOutlined aria-hidden spin={running} />}
        loading={running}
        onClick={() => void run()}
      >
        {t("account:sync.start")}
      </Button>
    </Card>
  );
}
