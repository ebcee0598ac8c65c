import { useList } from "@refinedev/core";
import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { useAccess } from "@/hooks/use-access";
import {
  MESSAGE_MAX,
  NOTIFICATION_CHANNELS,
  TITLE_MAX,
  templateTexts,
  type NotificationChannel,
} from "../schema/audience-rules";
import { CUSTOMER_VARIABLES, variableToken } from "../schema/template-variables";
import { channelLabel } from "./labels";
import type { SchemaFormField } from "./schema-field";
import { RadioGroup } from "@/components/form/choice-group";

interface TemplateOption {
  templateId: string;
  templateName: string;
  channel: string;
  subjectId?: string;
  titleId?: string;
  bodyId?: string;
}

/** Where the content comes from (a form-only field, dropped before the save). */
export type ContentSource = "OWN" | "TEMPLATE";

/**
 * Channel, and the message: written here (title or subject, message; only the customer's variables)
 * or a message template of that channel (its Indonesian texts, shown read-only). The fields' labels
 * and rules are the schema's (`field`: the send's or the schedule's).
 */
export function ContentFields({
  field,
  channelLocked = false,
}: {
  field: SchemaFormField;
  channelLocked?: boolean;
}) {
  const { t } = useTranslation("notifications");
  const form = Form.useFormInstance();
  const channel = (Form.useWatch("channel", form) ?? "PUSH_NOTIFICATION") as NotificationChannel;
  const source = Form.useWatch("source", form) as ContentSource | undefined;
  const templates = useList<TemplateOption>({
    resource: "template-messages",
    filters: [{ field: "channel", operator: "eq", value: channel }],
    pagination: { currentPage: 1, pageSize: 100, mode: "server" },
    sorters: [{ field: "templateName", order: "asc" }],
    queryOptions: { enabled: source === "TEMPLATE", staleTime: 60_000 },
  });
  const fromTemplate = source === "TEMPLATE";
  // Templates are picked from their list: a role that may not read it writes its own message.
  const mayUseTemplates = useAccess("template-message", "list");
  const titleLabel =
    channel === "EMAIL" ? t("notifications:fields.subject") : t("notifications:fields.title");
  const variables = CUSTOMER_VARIABLES.map(variableToken).join(", ");
  const templateField = field("templateId");

  const applyTemplate = (templateId: string | undefined) => {
    const template = templates.result.data?.find((item) => item.templateId === templateId);
    if (template) form.setFieldsValue(templateTexts(template));
  };
  return (
    <>
      <Form.Item {...field("channel")}>
        <RadioGroup
          disabled={channelLocked}
          onChange={() => form.setFieldsValue({ templateId: null })}
          options={NOTIFICATION_CHANNELS.map((value) => ({
            value,
            label: channelLabel(t, value),
          }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item
        name="source"
        label={t("notifications:fields.content")}
        extra={!mayUseTemplates && t("notifications:content.templatesUnavailable")}
      >
        <RadioGroup
          onChange={(event) => {
            if (event.target.value === "OWN") form.setFieldsValue({ templateId: null });
          }}
          options={[
            { value: "OWN", label: t("notifications:content.own") },
            {
              value: "TEMPLATE",
              label: t("notifications:content.template"),
              disabled: !mayUseTemplates,
            },
          ]}
        />
      </Form.Item>
      {fromTemplate && (
        <Form.Item
          {...templateField}
          required
          rules={[
            ...(templateField.rules ?? []),
            // "Use a template" is the form's own choice (the API sees a template or none): the
            // schema cannot ask for one.
            // eslint-disable-next-line console/rules-from-schemas -- a rule of the form's own choice, not of a field of the entity
            { required: true, message: t("notifications:validation.template") },
          ]}
        >
          <FormSelect
            showSearch
            optionFilterProp="label"
            loading={templates.query.isLoading}
            placeholder={t("notifications:content.chooseTemplate")}
            onChange={(value: string) => applyTemplate(value)}
            options={(templates.result.data ?? []).map((template) => ({
              value: template.templateId,
              label: template.templateName,
            }))}
          />
        </Form.Item>
      )}
      {/* Written content is required and within the channel's limits (the schema's rules across
          fields); a longer text stays as typed, the counter and the message say the limit. */}
      <Form.Item {...field("title", { label: titleLabel })} required={!fromTemplate}>
        <Input
          readOnly={fromTemplate}
          count={fromTemplate ? undefined : { show: true, max: TITLE_MAX[channel] }}
        />
      </Form.Item>
      <Form.Item
        {...field("message")}
        required={!fromTemplate}
        extra={
          fromTemplate
            ? t("notifications:content.templateHint")
            : t("notifications:content.variablesHint", { variables })
        }
      >
        <Input.TextArea
          readOnly={fromTemplate}
          rows={channel === "EMAIL" ? 8 : 4}
          count={fromTemplate ? undefined : { show: true, max: MESSAGE_MAX[channel] }}
        />
      </Form.Item>
      {fromTemplate && (
        <Typography.Paragraph type="secondary">
          {t("notifications:content.templateLanguage")}
        </Typography.Paragraph>
      )}
    </>
  );
}
