import { EditOutlined } from "@ant-design/icons";
import { Alert, Card, Flex, Segmented, Skeleton, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "@/components/crud/link-button";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { PageTitle } from "@/components/crud/page-title";
import { RichTextView } from "@/components/rich-text/rich-text-view";
import { isRichTextEmpty } from "@/components/rich-text/sanitize";
import type { PageContent } from "../schema/page-content";
import { formatDateTime } from "@/lib/format";
import { links } from "../links";
import { publishedLabel } from "./labels";
import { useRecord } from "@/components/crud/use-record";

/** The page as a customer sees it, in Indonesian or English (sanitised before it is shown). */
export default function PageContentShow() {
  const { t } = useTranslation("configuration");
  const { query, result: page } = useRecord<PageContent>();
  const [lang, setLang] = useState<"id" | "en">("id");
  useRecordBreadcrumb(page?.pageId, page?.titleId, query.isError);

  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t("configuration:pageContent.loadFailed")}
        description={query.error?.message}
      />
    );
  if (query.isLoading || !page) return <Skeleton active paragraph={{ rows: 8 }} />;

  const english = lang === "en" && !isRichTextEmpty(page.bodyEn);
  return (
    <Card
      title={<PageTitle>{t("configuration:pageContent.titles.show")}</PageTitle>}
      extra={
        <LinkButton to={links.pageContent.edit(page.pageId)} icon={<EditOutlined aria-hidden />}>
          {t("configuration:pageContent.edit")}
        </LinkButton>
      }
    >
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap align="center">
          <Tag color={page.isPublished ? "green" : undefined}>
            {publishedLabel(t, page.isPublished)}
          </Tag>
          <Typography.Text type="secondary">/{page.slug}</Typography.Text>
          <Typography.Text type="secondary">
            {t("configuration:pageContent.lastChange", {
              name: page.updatedBy?.name ?? "-",
              at: formatDateTime(page.updatedAt),
            })}
          </Typography.Text>
        </Flex>
        <Segmented
          aria-label={t("configuration:pageContent.previewLanguage")}
          value={lang}
          onChange={(value) => setLang(value as "id" | "en")}
          options={[
            { value: "id", label: t("configuration:pageContent.langId") },
            { value: "en", label: t("configuration:pageContent.langEn") },
          ]}
        />
      </Flex>
      {lang === "en" && !english && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("configuration:pageContent.noEnglish")}
        />
      )}
      <article
        className="page-content-preview"
        aria-label={t("configuration:pageContent.previewTitle")}
      >
        <Typography.Title level={2}>
          {english ? page.titleEn || page.titleId : page.titleId}
        </Typography.Title>
        <RichTextView html={english ? page.bodyEn : page.bodyId} />
      </article>
    </Card>
  );
}
