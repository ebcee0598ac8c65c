import { LogoutOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { App, Button, Card, Popconfirm, Result, Table, Tag, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { deleteUserSession, getUserSessions, type UserSession } from "../api";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { config } from "@/config";
import { formatDateTime } from "@/lib/format";
import { useErrorToast } from "@/lib/error-toast";

/**
 * /user/{userId}: active sessions with sign-out of a session (when the session list is enabled). The
 * session of the device in use says "This device", and its Sign out signs out here, as the user
 * menu's Logout does: ending it on the server alone would leave this page on a dead session.
 */
export default function UserSessionsPage() {
  const { t } = useTranslation("account");
  const { message } = App.useApp();
  const { mutate: logout } = useLogout();
  const showError = useErrorToast();
  const { id = "" } = useParams();
  const [rows, setRows] = useState<UserSession[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  // The id in the URL is the signed-in user's own: the breadcrumb names the page, never "Usr Admin".
  useRecordBreadcrumb(id, t("account:sessions.title"));

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
            render: (_value, row) => (
              <Popconfirm
                title={t(
                  row.current ? "account:sessions.confirmCurrent" : "account:sessions.confirm",
                )}
                description={t(
                  row.current
                    ? "account:sessions.confirmCurrentText"
                    : "account:sessions.confirmText",
                )}
                okText={t("account:sessions.signOut")}
                cancelText={t("account:sessions.cancel")}
                onConfirm={() => (row.current ? logout() : signOut(row))}
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
