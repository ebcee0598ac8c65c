import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { EditOutlined } from "@ant-design/icons";
import { Alert, Card, Col, Flex, Row, Segmented, Skeleton, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordDetails } from "@/components/crud/record-details";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { LinkButton } from "@/components/crud/link-button";
import { PageTitle } from "@/components/crud/page-title";
import type { TemplateMessage } from "../schema/template-message";
import { EVENT_VARIABLES, variableToken } from "../schema/template-variables";
import { channelLabel, eventLabel, langLabel, type Lang } from "./labels";
import { TemplatePreview } from "./preview";
import { TestSend } from "./test-send";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime } from "@/lib/format";
import { links } from "../links";
import { useRecord } from "@/components/crud/use-record";

/** A template as customers receive it, in either language, with its event's variables. */
export default function TemplateMessageShow() {
  const { t } = useTranslation("notifications");
  const { query, result: template } = useRecord<TemplateMessage>();
  const canEdit = useAccess("template-message", "edit");
  const [lang, setLang] = useState<Lang>("id");
  useRecordBreadcrumb(template?.templateId, template?.templateName, query.isError);

  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t("notifications:templates.loadFailed")}
        description={query.error?.message}
      />
    );
  if (query.isLoading || !template) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <Card
      title={<PageTitle>{template.templateName}</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <ChangeLogsButton
            to={links.template.changeLogs(template.templateId)}
            area="template-message"
          />
          {canEdit && (
            <LinkButton
              to={links.template.edit(template.templateId)}
              icon={<EditOutlined aria-hidden />}
            >
              {t("notifications:templates.edit")}
            </LinkButton>
          )}
        </Flex>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={11}>
          <RecordDetails
            column={1}
            items={[
              {
                label: t("notifications:templates.fields.channel"),
                value: <Tag color="orange">{channelLabel(t, template.channel)}</Tag>,
              },
              {
                label: t("notifications:templates.fields.event"),
                value: eventLabel(t, template.event),
              },
              {
                label: t("notifications:templates.fields.lastChange"),
                value: template.updatedBy
                  ? t("notifications:templates.lastChangeBy", {
                      at: formatDateTime(template.updatedAt),
                      name: template.updatedBy.name,
                    })
                  : formatDateTime(template.updatedAt),
              },
              {
                label: t("notifications:templates.fields.variables"),
                value: (
                  <Flex wrap gap={6}>
                    {EVENT_VARIABLES[template.event].map((name) => (
                      <Typography.Text key={name} code>
                        {variableToken(name)}
                      </Typography.Text>
                    ))}
                  </Flex>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={13}>
          <Segmented
            aria-label={t("notifications:templates.preview.language")}
            value={lang}
            onChange={(value) => setLang(value as Lang)}
            options={(["id", "en"] as const).map((code) => ({
              value: code,
              label: langLabel(t, code),
            }))}
            style={{ marginBottom: 12 }}
          />
          <TemplatePreview
            channel={template.channel}
            event={template.event}
            lang={lang}
            texts={template}
          />
          {canEdit && (
            <div style={{ marginTop: 16 }}>
              <TestSend templateId={template.templateId} lang={lang} />
            </div>
          )}
        </Col>
      </Row>
    </Card>
  );
}
