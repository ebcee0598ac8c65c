import { Card, Input, Result, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { getMyActivities, type Activity } from "../api";
import { useRemoteList } from "@/hooks/use-remote-list";
import { formatDateTime } from "@/lib/format";
import { usePaginationTotal } from "@/components/crud/pagination-total";

/** /my-activity: the user's own activity records, newest first. */
export default function MyActivityPage() {
  const { t } = useTranslation("account");
  const showTotal = usePaginationTotal();
  const list = useRemoteList<Activity>(getMyActivities);
  const types: Record<Activity["activityType"], string> = {
    LOGIN: t("account:activity.types.login"),
    LOGOUT: t("account:activity.types.logout"),
    PAGEVIEW: t("account:activity.types.pageview"),
  };
  if (list.error && list.rows.length === 0) return <Result status="warning" title={list.error} />;
  return (
    <Card
      title={t("account:activity.title")}
      extra={
        <Input.Search
          allowClear
          placeholder={t("account:activity.search")}
          aria-label={t("account:activity.search")}
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
          showTotal,
          showSizeChanger: true,
        }}
        columns={[
          {
            title: t("account:activity.createdAt"),
            dataIndex: "createdAt",
            render: formatDateTime,
          },
          {
            title: t("account:activity.type"),
            dataIndex: "activityType",
            render: (value: Activity["activityType"]) => <Tag>{types[value] ?? value}</Tag>,
          },
          {
            title: t("account:activity.pageUrl"),
            dataIndex: "pageUrl",
            render: (value?: string) => value || "-",
          },
          {
            title: t("account:activity.status"),
            dataIndex: "isSuccess",
            render: (value?: boolean) =>
              value === false ? (
                <Tag color="red">{t("account:activity.failed")}</Tag>
              ) : (
                <Tag color="green">{t("account:activity.success")}</Tag>
              ),
          },
          { title: t("account:activity.userAgent"), dataIndex: "userAgent", ellipsis: true },
        ]}
      />
    </Card>
  );
}
