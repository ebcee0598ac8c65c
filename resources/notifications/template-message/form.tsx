import type { Editor } from "@tiptap/react";
import type { FormInstance, FormProps } from "antd";
import { Col, Form, Input, Row, Tabs, Typography } from "antd";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/crud/section-card";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { LazyRichTextField } from "@/components/rich-text/lazy-rich-text-field";
import {
  templateMessageWrite,
  type TemplateMessage,
  type TemplateMessageFormValues,
} from "../schema/template-message";
import { EMAIL_SUBJECT_MAX, PUSH_BODY_MAX, PUSH_TITLE_MAX } from "../schema/template-variables";
import { langLabel, type Lang } from "./labels";
import { TemplatePreview, type PreviewTexts } from "./preview";
import { TestSend } from "./test-send";
import { VariableMenu } from "./variable-menu";

type TextField = "subjectId" | "subjectEn" | "titleId" | "titleEn" | "bodyId" | "bodyEn";
const TEXT_FIELDS: TextField[] = [
  "subjectId",
  "subjectEn",
  "titleId",
  "titleEn",
  "bodyId",
  "bodyEn",
];

/** Puts `token` at the cursor (or over the selection) of a plain input or textarea of the form. */
function insertIntoPlainField(
  form: FormInstance,
  name: TextField,
  token: string,
  notify: (name: TextField, value: string) => void,
) {
  const element = document.getElementById(name) as HTMLInputElement | HTMLTextAreaElement | null;
  const current = String(form.getFieldValue(name) ?? "");
  const start = element?.selectionStart ?? current.length;
  const end = element?.selectionEnd ?? start;
  const next = current.slice(0, start) + token + current.slice(end);
  form.setFieldValue(name, next);
  notify(name, next);
  void form.validateFields([name]).catch(() => undefined);
  const caret = start + token.length;
  requestAnimationFrame(() => {
    element?.focus();
    element?.setSelectionRange(caret, caret);
  });
}

interface TemplateFormProps {
  formProps: FormProps<TemplateMessageFormValues>;
  template: TemplateMessage;
}

/**
 * The template editor: the name, a tab per language with the channel's texts (each with an "insert
 * variable" menu), and beside it the live preview with the event's sample data and "send a test to me".
 * The fields' labels and rules are the schema's: the channel's texts are required, within their
 * lengths and use only the event's variables (its rules across fields, the event and channel being
 * the loaded record's). A longer text stays as typed: the counter and the message say the limit.
 */
export function TemplateForm({ formProps, template }: TemplateFormProps) {
  const { t } = useTranslation("notifications");
  const form = formProps.form!;
  const [lang, setLang] = useState<Lang>("id");
  const editors = useRef<Partial<Record<TextField, Editor | null>>>({});
  const watched = Form.useWatch([], form) as Partial<TemplateMessageFormValues> | undefined;
  const texts: PreviewTexts = { ...template, ...watched };
  const email = template.channel === "EMAIL";
  const { event } = template;
  const onValuesChange = formProps.onValuesChange;
  const field = useSchemaForm(templateMessageWrite);

  const notify = useCallback(
    (name: TextField, value: string) =>
      onValuesChange?.({ [name]: value }, form.getFieldsValue(true) as TemplateMessageFormValues),
    [form, onValuesChange],
  );

  const labels: Record<TextField, string> = {
    subjectId: t("notifications:templates.fields.subjectId"),
    subjectEn: t("notifications:templates.fields.subjectEn"),
    titleId: t("notifications:templates.fields.titleId"),
    titleEn: t("notifications:templates.fields.titleEn"),
    bodyId: t("notifications:templates.fields.bodyId"),
    bodyEn: t("notifications:templates.fields.bodyEn"),
  };
  const fieldLabel = (name: TextField) => labels[name];

  const plainMenu = (name: TextField) => (
    <VariableMenu
      event={event}
      field={fieldLabel(name)}
      onInsert={(token) => insertIntoPlainField(form, name, token, notify)}
    />
  );

  const language = (code: Lang) => {
    const suffix = code === "id" ? "Id" : "En";
    const heading: TextField = email ? `subject${suffix}` : `title${suffix}`;
    const body: TextField = `body${suffix}`;
    const headingMax = email ? EMAIL_SUBJECT_MAX : PUSH_TITLE_MAX;
    return (
      <>
        <Form.Item {...field(heading)} required extra={plainMenu(heading)}>
          <Input count={{ show: true, max: headingMax }} />
        </Form.Item>
        {email ? (
          <Form.Item {...field(body)} required>
            <LazyRichTextField
              aria-label={fieldLabel(body)}
              onReady={(editor) => {
                editors.current[body] = editor;
              }}
              toolbarExtra={
                <VariableMenu
                  event={event}
                  field={fieldLabel(body)}
                  onInsert={(token) =>
                    editors.current[body]?.chain().focus().insertContent(token).run()
                  }
                />
              }
            />
          </Form.Item>
        ) : (
          <Form.Item {...field(body)} required extra={plainMenu(body)}>
            <Input.TextArea rows={4} count={{ show: true, max: PUSH_BODY_MAX }} />
          </Form.Item>
        )}
      </>
    );
  };

  /** The texts of the form, checked first (a wrong field shows its message; nothing is sent). */
  const getDraft = async (): Promise<PreviewTexts | undefined> => {
    const fields = TEXT_FIELDS.filter((name) =>
      email ? !name.startsWith("title") : !name.startsWith("subject"),
    );
    try {
      await form.validateFields(fields);
    } catch {
      return undefined;
    }
    return Object.fromEntries(fields.map((name) => [name, form.getFieldValue(name) ?? ""]));
  };

  return (
    <Form<TemplateMessageFormValues>
      {...formProps}
      layout="vertical"
      onFinishFailed={(info) => {
        const first = String(info.errorFields[0]?.name[0] ?? "");
        if (first.endsWith("En")) setLang("en");
        else if (first.endsWith("Id")) setLang("id");
        formProps.onFinishFailed?.(info);
      }}
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={13}>
          <Form.Item {...field("templateName")}>
            <Input />
          </Form.Item>
          <Tabs
            activeKey={lang}
            onChange={(key) => setLang(key as Lang)}
            items={(["id", "en"] as const).map((code) => ({
              key: code,
              label: langLabel(t, code),
              children: language(code),
              forceRender: true,
            }))}
          />
        </Col>
        <Col xs={24} xl={11}>
          <SectionCard
            className="tm-preview-sticky"
            title={t("notifications:templates.preview.title")}
          >
            <Typography.Paragraph type="secondary">
              {t("notifications:templates.preview.explain", { language: langLabel(t, lang) })}
            </Typography.Paragraph>
            <TemplatePreview channel={template.channel} event={event} lang={lang} texts={texts} />
            <div style={{ marginTop: 16 }}>
              <TestSend
                templateId={template.templateId}
                lang={lang}
                getDraft={getDraft}
                onInvalid={(errors) =>
                  form.setFields(
                    Object.entries(errors).map(([name, message]) => ({
                      name: name as TextField,
                      errors: Array.isArray(message) ? message : [message],
                    })),
                  )
                }
              />
            </div>
          </SectionCard>
        </Col>
      </Row>
    </Form>
  );
}
