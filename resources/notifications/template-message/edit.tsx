import { Alert, Flex, Form, Skeleton, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { channelLabel, eventLabel } from "./labels";
import { TemplateForm } from "./form";
import { useTemplateForm } from "./use-template-form";
import { formatDateTime } from "@/lib/format";

export default function TemplateMessageEdit() {
  const { t } = useTranslation("notifications");
  const form = useTemplateForm();
  const template = form.query?.data?.data;
  // Refine resets the form as soon as it is made, before the template has loaded: the form stays
  // connected (no markup of its own) while the page waits or says it could not load.
  const waitingForm = <Form form={form.formProps.form} component={false} />;
  return (
    <RecordEdit form={form} recordName={template?.templateName} confirmDelete={false}>
      {form.query?.isError ? (
        <>
          {waitingForm}
          <Alert
            type="error"
            showIcon
            message={t("notifications:templates.loadFailed")}
            description={form.query.error?.message}
          />
        </>
      ) : !template ? (
        <>
          {waitingForm}
          <Skeleton active paragraph={{ rows: 8 }} />
        </>
      ) : (
        <>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
            <Tag color="orange">{channelLabel(t, template.channel)}</Tag>
            <Typography.Text strong>{eventLabel(t, template.event)}</Typography.Text>
            <Typography.Text type="secondary">
              {template.updatedBy
                ? t("notifications:templates.lastChangeBy", {
                    at: formatDateTime(template.updatedAt),
                    name: template.updatedBy.name,
                  })
                : formatDateTime(template.updatedAt)}
            </Typography.Text>
          </Flex>
          <TemplateForm formProps={form.formProps} template={template} />
        </>
      )}
    </RecordEdit>
  );
}
