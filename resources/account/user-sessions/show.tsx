import { LogoutOutlined } from "@ant-design/icons";
import { App, Button, Card, Popconfirm, Result, Table, Tag, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { deleteUserSession, getUserSessions, type UserSession } from "../api";
import { config } from "@/config";
import { formatDateTime } from "@/lib/format";
import { useErrorToast } from "@/lib/toast";

/** /user/{userId}: active sessions with sign-out of a session (when the session list is enabled). */
export default function UserSessionsPage() {
  const { t } = useTranslation("account");
  const { message } = App.useApp();
  const showError = useErrorToast();
  const { id = "" } = useParams();
  const [rows, setRows] = useState<UserSession[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await getUserSessions(id));
      setError(undefined);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setLoading(false);
    }
  }, [id]);

  useEffect(() => {
    if (config.ui.activeSessionListEnabled) void load();
  }, [load]);

  if (!config.ui.activeSessionListEnabled)
    return <Result status="info" title={t("account:sessions.disabled")} />;
  if (error && rows.length === 0) return <Result status="warning" title={error} />;

  const signOut = async (session: UserSession) => {
    try {
      await deleteUserSession(id, session.sessionId);
      setRows((current) => current.filter((row) => row.sessionId !== session.sessionId));
      void message.success(t("account:sessions.signedOut"));
    } catch (reason) {
      showError(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <Card title={t("account:sessions.title")}>
      <Typography.Paragraph type="secondary">
        {t("account:sessions.description")}
      </Typography.Paragraph>
      <Table<UserSession>
        rowKey="sessionId"
        loading={loading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 720 }}
        columns={[
          {
            title: t("account:sessions.device"),
            key: "device",
            render: (_value, row) => (
              <>
                <Typography.Text strong>
                  {row.deviceName || t("account:sessions.unknownDevice")}
                </Typography.Text>{" "}
                {row.current && <Tag color="orange">{t("account:sessions.current")}</Tag>}
              </>
            ),
          },
          {
            title: t("account:sessions.platform"),
            dataIndex: "platform",
            render: (value?: string) => value || "-",
          },
          {
            title: t("account:sessions.ip"),
            key: "ip",
            render: (_value, row) => String(row.ip ?? row.ipAddress ?? "-"),
          },
          {
            title: t("account:sessions.createdAt"),
            dataIndex: "createdAt",
            render: formatDateTime,
          },
          {
            title: t("account:sessions.lastActiveAt"),
            dataIndex: "lastActiveAt",
            render: formatDateTime,
          },
          {
            title: t("account:sessions.actions"),
            key: "actions",
            align: "right",
            render: (_value, row) =>
              row.current ? null : (
                <Popconfirm
                  title={t("account:sessions.confirm")}
                  description={t("account:sessions.confirmText")}
                  okText={t("account:sessions.signOut")}
                  cancelText={t("account:sessions.cancel")}
                  onConfirm={() => signOut(row)}
                >
                  <Button danger size="small" icon={<LogoutOutlined aria-hidden />}>
                    {t("account:sessions.signOut")}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
