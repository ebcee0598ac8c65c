import { EyeOutlined } from "@ant-design/icons";
import type { FormProps } from "antd";
import { Button, Col, Drawer, Flex, Form, Input, Row, Segmented, Tabs, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyRichTextField } from "@/components/rich-text/lazy-rich-text-field";
import { RichTextView } from "@/components/rich-text/rich-text-view";
import { isRichTextEmpty } from "@/components/rich-text/sanitize";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { pageContentCreate, type PageContentFormValues } from "../schema/page-content";

export const EMPTY_PAGE: Partial<PageContentFormValues> = {
  isPublished: false,
  titleEn: null,
  bodyEn: null,
};

/** The page-content form shared by add and edit: slug, published, and a tab per language. */
export function PageContentForm({ formProps }: { formProps: FormProps<PageContentFormValues> }) {
  const { t } = useTranslation("configuration");
  const field = useSchemaForm(pageContentCreate);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewLang, setPreviewLang] = useState<"id" | "en">("id");
  const form = formProps.form!;
  const values = Form.useWatch([], form) as Partial<PageContentFormValues> | undefined;

  const language = (lang: "id" | "en") => {
    const suffix = lang === "id" ? "Id" : "En";
    const bodyLabel =
      lang === "id"
        ? t("configuration:pageContent.fields.bodyId")
        : t("configuration:pageContent.fields.bodyEn");
    return (
      <>
        <Form.Item {...field(`title${suffix}`)}>
          <Input />
        </Form.Item>
        <Form.Item {...field(`body${suffix}`)}>
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
          <Form.Item {...field("slug")} extra={t("configuration:pageContent.slugHelp")}>
            <Input autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <SwitchItem {...field("isPublished")} />
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
