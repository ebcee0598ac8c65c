import { Card, Input, Result, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { getMyActivities, type Activity } from "../api";
import { useRemoteList } from "@/hooks/use-remote-list";

/** /my-activity: the user's own activity records, newest first. */
export default function MyActivityPage() {
  const { t } = useTranslation("users");
  const list = useRemoteList<Activity>(getMyActivities);
  const types: Record<Activity["activityType"], string> = {
    LOGIN: t("activity.types.login"),
    LOGOUT: t("activity.types.logout"),
    PAGEVIEW: t("activity.types.pageview"),
  };
  if (list.error && list.rows.length === 0) return <Result status="warning" title={list.error} />;
  return (
    <Card
      title={t("activity.title")}
      extra={
        <Input.Search
          allowClear
          placeholder={t("activity.search")}
          aria-label={t("activity.search")}
          onSearch={list.setSearch}
          style={{ width: 240 }}
        />
      }
    >
      <Table<Activity>
        rowKey="activityId"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 720 }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.total,
          onChange: list.setPage,
          showSizeChanger: true,
        }}
        columns={[
          {
            title: t("activity.createdAt"),
            dataIndex: "createdAt",
            render: (value?: string) => (value ? dayjs(value).format("DD MMM YYYY HH:mm") : "-"),
          },
          {
            title: t("activity.type"),
            dataIndex: "activityType",
            render: (value: Activity["activityType"]) => <Tag>{types[value] ?? value}</Tag>,
          },
          {
            title: t("activity.pageUrl"),
            dataIndex: "pageUrl",
            render: (value?: string) => value || "-",
          },
          {
            title: t("activity.status"),
            dataIndex: "isSuccess",
            render: (value?: boolean) =>
              value === false ? (
                <Tag color="red">{t("activity.failed")}</Tag>
              ) : (
                <Tag color="green">{t("activity.success")}</Tag>
              ),
          },
          { title: t("activity.userAgent"), dataIndex: "userAgent", ellipsis: true },
        ]}
      />
    </Card>
  );
}
