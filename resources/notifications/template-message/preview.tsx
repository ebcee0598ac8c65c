import { Avatar, Flex, theme, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RichTextView } from "@/components/rich-text/rich-text-view";
import {
  renderTemplate,
  sampleDataOf,
  type TemplateChannel,
  type TemplateEvent,
} from "../schema/template-variables";
import type { Lang } from "./labels";
import "./template-message.css";

/** A template's texts (the other channel's are none: null). */
export interface PreviewTexts {
  subjectId?: string | null;
  subjectEn?: string | null;
  titleId?: string | null;
  titleEn?: string | null;
  bodyId?: string | null;
  bodyEn?: string | null;
}

interface TemplatePreviewProps {
  channel: TemplateChannel;
  event: TemplateEvent;
  lang: Lang;
  texts: PreviewTexts;
}

export const SENDER = "Optik Prima <no-reply@optikprima.co.id>";

/**
 * The message as the customer receives it, rendered with the event's sample data: an e-mail as a
 * mail client shows it (from, to, subject, body) or a push notification on a phone's lock screen.
 */
export function TemplatePreview({ channel, event, lang, texts }: TemplatePreviewProps) {
  const { t } = useTranslation("notifications");
  const { token } = theme.useToken();
  const data = sampleDataOf(event);
  const pick = (id?: string | null, en?: string | null) => (lang === "id" ? id : en) ?? "";
  const recipient = `${data["customer.fullName"]} <${data["customer.email"]}>`;

  if (channel === "EMAIL") {
    const subject = renderTemplate(pick(texts.subjectId, texts.subjectEn), data);
    return (
      <section
        className="tm-mail"
        aria-label={t("notifications:templates.preview.emailLabel")}
        style={{ borderColor: token.colorBorder, background: token.colorBgContainer }}
      >
        <div className="tm-mail-head" style={{ borderColor: token.colorBorderSecondary }}>
          <Typography.Title level={3} className="tm-mail-subject">
            {subject || t("notifications:templates.preview.noSubject")}
          </Typography.Title>
          <Flex gap={10} align="center">
            <Avatar
              aria-hidden
              className="tm-mail-avatar"
              style={{ background: token.colorPrimary, flex: "none" }}
            >
              OP
            </Avatar>
            <dl className="tm-mail-meta">
              <dt>{t("notifications:templates.preview.from")}</dt>
              <dd>{SENDER}</dd>
              <dt>{t("notifications:templates.preview.to")}</dt>
              <dd>{recipient}</dd>
            </dl>
          </Flex>
        </div>
        <RichTextView
          className="tm-mail-body"
          html={renderTemplate(pick(texts.bodyId, texts.bodyEn), data, { html: true })}
        />
      </section>
    );
  }

  const title = renderTemplate(pick(texts.titleId, texts.titleEn), data);
  const body = renderTemplate(pick(texts.bodyId, texts.bodyEn), data);
  return (
    <section className="tm-phone" aria-label={t("notifications:templates.preview.pushLabel")}>
      <div className="tm-phone-screen">
        <p className="tm-phone-clock" aria-hidden>
          09:41
        </p>
        <div className="tm-push" style={{ color: token.colorText }}>
          <Flex gap={8} align="center" className="tm-push-app">
            <span className="tm-push-icon" aria-hidden style={{ background: token.colorPrimary }}>
              OP
            </span>
            <span>Optik Prima</span>
            <span className="tm-push-when">{t("notifications:templates.preview.now")}</span>
          </Flex>
          <p className="tm-push-title">{title || t("notifications:templates.preview.noTitle")}</p>
          <p className="tm-push-body">{body}</p>
        </div>
      </div>
    </section>
  );
}
