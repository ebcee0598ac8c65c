import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { DeleteOutlined } from "@ant-design/icons";
import { useDelete, useGo } from "@refinedev/core";
import { Button, Col, Modal, Row, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { ActiveTag } from "@/components/crud/status-tag";
import { audienceTypeLabel, channelLabel } from "../components/labels";
import { MessagePreview } from "../components/message-preview";
import type { NotificationSchedule, ScheduleRun } from "../schema/notification-schedule";
import { useAccess } from "@/hooks/use-access";
import { formatInZone } from "./describe";
import { kindLabel, statusLabel, zoneLabel } from "./labels";
import { RuleText } from "./rule-text";
import { tabOfChannel } from "./tab";
import { useSavedMessage } from "@/components/crud/saved-message";
import { TableEmptyText } from "@/components/crud/table-empty";
import { formatDate, formatDateTime, formatNumber } from "@/lib/format";
import { links } from "../links";
import { templateItem } from "../components/template-item";
import { useRecord } from "@/components/crud/use-record";

/** Delete with a confirmation that names the schedule; back to its tab afterwards. */
function DeleteSchedule({ schedule }: { schedule: NotificationSchedule }) {
  const { t } = useTranslation("notifications");
  const [open, setOpen] = useState(false);
  const { mutate, mutation } = useDelete();
  const saved = useSavedMessage("notification-schedule");
  const go = useGo();
  return (
    <>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t("notifications:actions.delete")}
      </Button>
      <Modal
        open={open}
        title={t("notifications:deleteConfirm.title")}
        okText={t("notifications:deleteConfirm.ok")}
        cancelText={t("notifications:confirm.cancel")}
        okButtonProps={{ danger: true, loading: mutation.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          mutate(
            {
              resource: "notification-schedule",
              id: schedule.scheduleId,
              successNotification: () => ({
                type: "success",
                message: saved("delete", undefined, schedule.name),
              }),
            },
            {
              onSuccess: () => {
                setOpen(false);
                go({ to: links.schedule.list({ tab: tabOfChannel(schedule.channel) }) });
              },
            },
          )
        }
      >
        <Typography.Paragraph>
          {t("notifications:deleteConfirm.body", { name: schedule.name })}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

export default function ScheduleShow() {
  const { t } = useTranslation("notifications");
  const { query, result: row } = useRecord<NotificationSchedule>({
    resource: "notification-schedule",
  });
  const mayDelete = useAccess("notification-schedule", "delete");

  return (
    <RecordShow
      record={row}
      query={query}
      title={t("notifications:titles.scheduleShow")}
      canDelete={false}
      headerButtons={({ defaultButtons }) => (
        <>
          {row && (
            <ChangeLogsButton
              to={links.schedule.changeLogs(row.scheduleId)}
              area="notification-schedule"
            />
          )}
          {defaultButtons}
          {row && mayDelete && <DeleteSchedule schedule={row} />}
        </>
      )}
    >
      {row && (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={14}>
            <RecordDetails
              column={1}
              items={[
                {
                  label: t("notifications:fields.status"),
                  value: (
                    <>
                      <Tag>{statusLabel(t, row.status)}</Tag> <ActiveTag active={row.isActive} />
                    </>
                  ),
                },
                {
                  label: t("notifications:fields.nextRunAt"),
                  value: formatInZone(row.nextRunAt, row.timeZone, t),
                },
                { label: t("notifications:fields.kind"), value: kindLabel(t, row.kind) },
                {
                  label: t("notifications:fields.rule"),
                  value: (
                    <>
                      <RuleText schedule={row} />
                      {row.cron && (
                        <Typography.Text type="secondary" style={{ display: "block" }}>
                          <code>{row.cron}</code>
                        </Typography.Text>
                      )}
                    </>
                  ),
                },
                { label: t("notifications:fields.timeZone"), value: zoneLabel(t, row.timeZone) },
                row.kind !== "ONCE" && {
                  label: t("notifications:fields.period"),
                  value: row.endDate
                    ? t("notifications:rule.period", {
                        start: formatDate(row.startDate),
                        end: formatDate(row.endDate),
                      })
                    : t("notifications:rule.periodOpen", { start: formatDate(row.startDate) }),
                },
                { label: t("notifications:fields.channel"), value: channelLabel(t, row.channel) },
                {
                  label: t("notifications:fields.audience"),
                  value: audienceTypeLabel(t, row.audience.type),
                },
                templateItem(t, row.templateId),
              ]}
            />
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
              {t("notifications:runs.title")}
            </Typography.Title>
            <Table<ScheduleRun>
              size="small"
              rowKey="runAt"
              dataSource={row.runs}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{
                emptyText: <TableEmptyText>{t("notifications:runs.empty")}</TableEmptyText>,
              }}
              aria-label={t("notifications:runs.title")}
              columns={[
                {
                  key: "runAt",
                  title: t("notifications:runs.when"),
                  dataIndex: "runAt",
                  render: (value: string, run) =>
                    run.notificationId ? (
                      <Link to={links.notification.show(run.notificationId)}>
                        {formatInZone(value, row.timeZone, t)}
                      </Link>
                    ) : (
                      formatInZone(value, row.timeZone, t)
                    ),
                },
                {
                  key: "recipientCount",
                  title: t("notifications:fields.recipientCount"),
                  dataIndex: "recipientCount",
                  align: "right",
                  render: (value: number) => formatNumber(value),
                },
                {
                  key: "deliveredCount",
                  title: t("notifications:runs.delivered"),
                  dataIndex: "deliveredCount",
                  align: "right",
                  render: (value: number) => formatNumber(value),
                },
              ]}
            />
            <Typography.Text type="secondary">
              {t("notifications:fields.updatedAt")}: {formatDateTime(row.updatedAt)}
            </Typography.Text>
          </Col>
          <Col xs={24} lg={10}>
            <MessagePreview channel={row.channel} title={row.title} message={row.message} />
          </Col>
        </Row>
      )}
    </RecordShow>
  );
}
