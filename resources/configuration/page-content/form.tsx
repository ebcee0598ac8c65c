import { EyeOutlined } from "@ant-design/icons";
import type { FormProps } from "antd";
import {
  Button,
  Col,
  Drawer,
  Flex,
  Form,
  Input,
  Row,
  Segmented,
  Switch,
  Tabs,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyRichTextField } from "@/components/rich-text/lazy-rich-text-field";
import { RichTextView } from "@/components/rich-text/rich-text-view";
import { isRichTextEmpty } from "@/components/rich-text/sanitize";
import type { PageContentFormValues } from "../schema/page-content";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const EMPTY_PAGE: Partial<PageContentFormValues> = {
  isPublished: false,
  titleEn: "",
  bodyEn: "",
};

/** The page-content form shared by add and edit: slug, published, and a tab per language. */
export function PageContentForm({ formProps }: { formProps: FormProps<PageContentFormValues> }) {
  const { t } = useTranslation("configuration");
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewLang, setPreviewLang] = useState<"id" | "en">("id");
  const form = formProps.form!;
  const values = Form.useWatch([], form) as Partial<PageContentFormValues> | undefined;

  const language = (lang: "id" | "en") => {
    const suffix = lang === "id" ? "Id" : "En";
    const required = lang === "id";
    const titleLabel =
      lang === "id"
        ? t("configuration:pageContent.fields.titleId")
        : t("configuration:pageContent.fields.titleEn");
    const bodyLabel =
      lang === "id"
        ? t("configuration:pageContent.fields.bodyId")
        : t("configuration:pageContent.fields.bodyEn");
    return (
      <>
        <Form.Item
          name={`title${suffix}`}
          label={titleLabel}
          rules={
            required
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t("configuration:pageContent.validation.titleId"),
                  },
                ]
              : []
          }
        >
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item
          name={`body${suffix}`}
          label={bodyLabel}
          required={required}
          rules={
            required
              ? [
                  {
                    validator: (_, html: string | undefined) =>
                      isRichTextEmpty(html)
                        ? Promise.reject(
                            new Error(t("configuration:pageContent.validation.bodyId")),
                          )
                        : Promise.resolve(),
                  },
                ]
              : []
          }
        >
          <LazyRichTextField
            aria-label={bodyLabel}
            placeholder={t("configuration:pageContent.bodyPlaceholder")}
          />
        </Form.Item>
      </>
    );
  };

  const previewTitle = previewLang === "id" ? values?.titleId : values?.titleEn || values?.titleId;
  const previewBody =
    previewLang === "id"
      ? values?.bodyId
      : isRichTextEmpty(values?.bodyEn)
        ? values?.bodyId
        : values?.bodyEn;

  return (
    <Form<PageContentFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ ...EMPTY_PAGE, ...formProps.initialValues }}
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item
            name="slug"
            label={t("configuration:pageContent.fields.slug")}
            extra={t("configuration:pageContent.slugHelp")}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t("configuration:pageContent.validation.slug"),
              },
              { pattern: SLUG, message: t("configuration:pageContent.validation.slugFormat") },
            ]}
          >
            <Input maxLength={80} autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="isPublished"
            label={t("configuration:pageContent.fields.isPublished")}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="flex-end">
        <Button icon={<EyeOutlined aria-hidden />} onClick={() => setPreviewOpen(true)}>
          {t("configuration:pageContent.preview")}
        </Button>
      </Flex>
      <Tabs
        items={[
          {
            key: "id",
            label: t("configuration:pageContent.langId"),
            children: language("id"),
            forceRender: true,
          },
          {
            key: "en",
            label: t("configuration:pageContent.langEn"),
            children: language("en"),
            forceRender: true,
          },
        ]}
      />
      <Drawer
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title={t("configuration:pageContent.previewTitle")}
        width="min(720px, 100vw)"
        extra={
          <Segmented
            value={previewLang}
            onChange={(value) => setPreviewLang(value as "id" | "en")}
            options={[
              { value: "id", label: t("configuration:pageContent.langId") },
              { value: "en", label: t("configuration:pageContent.langEn") },
            ]}
          />
        }
      >
        <article aria-label={t("configuration:pageContent.previewTitle")}>
          <Typography.Title level={2}>
            {previewTitle || t("configuration:pageContent.untitled")}
          </Typography.Title>
          <RichTextView html={previewBody ?? ""} />
        </article>
      </Drawer>
    </Form>
  );
}
