import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { getMyActivities, type Activity } from "../api";
import { formatDateTime } from "@/lib/format";
import { RemoteListCard } from "../components/remote-list-card";

/** /my-activity: the user's own activity records, newest first. */
export default function MyActivityPage() {
  const { t } = useTranslation("account");
  const types: Record<Activity["activityType"], string> = {
    LOGIN: t("account:activity.types.login"),
    LOGOUT: t("account:activity.types.logout"),
    PAGEVIEW: t("account:activity.types.pageview"),
  };
  return (
    <RemoteListCard<Activity>
      fetcher={getMyActivities}
      title={t("account:activity.title")}
      searchLabel={t("account:activity.search")}
      rowKey="activityId"
      scrollX={720}
      sizeChanger
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
  );
}
