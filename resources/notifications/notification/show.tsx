import { Col, Row, Statistic, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { audienceText, channelLabel } from "../components/labels";
import { MessagePreview } from "../components/message-preview";
import type { CustomerNotification } from "../schema/customer-notification";
import { withShare } from "./columns";
import { formatDateTime, formatNumber } from "@/lib/format";
import { links } from "../links";
import { templateItem } from "../components/template-item";
import { useRecord } from "@/components/crud/use-record";

export default function NotificationShow() {
  const { t } = useTranslation("notifications");
  const { query, result: row } = useRecord<CustomerNotification>({ resource: "notification" });

  return (
    <RecordShow
      record={row}
      query={query}
      title={t("notifications:titles.show")}
      canEdit={false}
      canDelete={false}
    >
      {row && (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={14}>
            <Row gutter={16} style={{ marginBottom: 16 }}>
              <Col span={8}>
                <Statistic
                  title={t("notifications:fields.recipientCount")}
                  value={formatNumber(row.recipientCount)}
                />
              </Col>
              <Col span={8}>
                <Statistic
                  title={t("notifications:fields.receivedCount")}
                  value={withShare(row.receivedCount, row.recipientCount)}
                />
              </Col>
              <Col span={8}>
                <Statistic
                  title={t("notifications:fields.openedCount")}
                  value={withShare(row.openedCount, row.receivedCount)}
                />
              </Col>
            </Row>
            <RecordDetails
              column={1}
              items={[
                {
                  label: t("notifications:fields.channel"),
                  value: <Tag>{channelLabel(t, row.channel)}</Tag>,
                },
                {
                  label: t("notifications:fields.audience"),
                  value: audienceText(t, row.audience, row.audienceName),
                },
                { label: t("notifications:fields.sentAt"), value: formatDateTime(row.sentAt) },
                {
                  label: t("notifications:fields.sentBy"),
                  value: row.scheduleId ? (
                    <Link to={links.schedule.show(row.scheduleId)}>
                      {t("notifications:fields.bySchedule", { name: row.sentBy.name })}
                    </Link>
                  ) : (
                    row.sentBy.name
                  ),
                },
                templateItem(t, row.templateId),
              ]}
            />
          </Col>
          <Col xs={24} lg={10}>
            <MessagePreview
              channel={row.channel}
              title={row.title}
              message={row.message}
              sentAt={formatDateTime(row.sentAt)}
            />
          </Col>
        </Row>
      )}
    </RecordShow>
  );
}
