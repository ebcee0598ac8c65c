import { BellOutlined, MailOutlined } from "@ant-design/icons";
import { Card, Flex, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { RichTextView } from "@/components/rich-text/rich-text-view";
import type { NotificationChannel } from "../schema/audience-rules";
import { renderTemplate, SAMPLE_DATA } from "../schema/template-variables";

const looksLikeHtml = (text: string) => /^\s*</.test(text);
const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/\n/g, "<br>");

/**
 * What a customer receives, with the `{{variables}}` filled in from sample data: a phone's push
 * notification, or an e-mail as a mail client shows it (HTML sanitised before it is shown).
 */
export function MessagePreview({
  channel,
  title,
  message,
  sentAt,
}: {
  channel: NotificationChannel | undefined;
  title: string | undefined;
  message: string | undefined;
  sentAt?: string;
}) {
  const { t } = useTranslation("notifications");
  const { token } = theme.useToken();
  const heading = renderTemplate(title ?? "", SAMPLE_DATA);
  const empty = !title?.trim() && !message?.trim();
  if (channel === "EMAIL") {
    const body = message ?? "";
    const html = looksLikeHtml(body)
      ? renderTemplate(body, SAMPLE_DATA, { html: true })
      : escapeText(renderTemplate(body, SAMPLE_DATA));
    return (
      <Card
        size="small"
        title={
          <Flex gap={8} align="center">
            <MailOutlined aria-hidden />
            {t("notifications:preview.email")}
          </Flex>
        }
        role="region"
        aria-label={t("notifications:preview.label")}
      >
        <dl style={{ margin: 0, fontSize: 13, color: token.colorTextSecondary }}>
          <div>
            <dt style={{ display: "inline" }}>{t("notifications:preview.from")}: </dt>
            <dd style={{ display: "inline", margin: 0 }}>
              Optik Prima &lt;no-reply@optikprima.co.id&gt;
            </dd>
          </div>
          <div>
            <dt style={{ display: "inline" }}>{t("notifications:preview.to")}: </dt>
            <dd style={{ display: "inline", margin: 0 }}>{SAMPLE_DATA["customer.email"]}</dd>
          </div>
        </dl>
        <Typography.Title level={5} style={{ marginTop: 8 }}>
          {heading || t("notifications:preview.noSubject")}
        </Typography.Title>
        {empty ? (
          <Typography.Text type="secondary">{t("notifications:preview.empty")}</Typography.Text>
        ) : (
          <RichTextView html={html} />
        )}
      </Card>
    );
  }
  return (
    <div
      role="region"
      aria-label={t("notifications:preview.label")}
      style={{
        background: token.colorFillTertiary,
        borderRadius: 24,
        padding: 16,
        maxWidth: 360,
      }}
    >
      <div
        style={{
          background: token.colorBgContainer,
          borderRadius: 14,
          padding: 12,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Flex justify="space-between" style={{ fontSize: 12, color: token.colorTextSecondary }}>
          <span>
            <BellOutlined aria-hidden /> Optik Prima
          </span>
          <span>{sentAt ?? t("notifications:preview.now")}</span>
        </Flex>
        {empty ? (
          <Typography.Text type="secondary">{t("notifications:preview.empty")}</Typography.Text>
        ) : (
          <>
            <Typography.Text strong style={{ display: "block", marginTop: 4 }}>
              {heading}
            </Typography.Text>
            <Typography.Text style={{ whiteSpace: "pre-wrap" }}>
              {renderTemplate(message ?? "", SAMPLE_DATA)}
            </Typography.Text>
          </>
        )}
      </div>
    </div>
  );
}
