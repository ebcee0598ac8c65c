import { sanitizeHtml } from "@/components/rich-text/sanitize";
import {
  templateMessage,
  templateMessageUpdate,
  templateMessageWrite,
  templateTestRequest,
  templateTestSent,
  type TemplateMessage,
} from "../schema/template-message";
import { renderTemplate, sampleDataOf } from "../schema/template-variables";
import { db } from "@/mocks/db";
import { recordOr404, resource } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { me, parseOrThrow, route } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

const PATH = "/template-messages";

/** An e-mail body as plain text for the outbox: paragraphs and line breaks kept, tags dropped. */
const textOfHtml = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[2-4]|li|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();

const sanitizeBodies = (record: Record<string, unknown>) =>
  record.channel === "EMAIL"
    ? {
        ...record,
        bodyId: typeof record.bodyId === "string" ? sanitizeHtml(record.bodyId) : record.bodyId,
        bodyEn: typeof record.bodyEn === "string" ? sanitizeHtml(record.bodyEn) : record.bodyEn,
      }
    : record;

/**
 * Message templates: listed, shown and edited (no create or delete, spec 2.2). E-mail bodies are
 * sanitised before they are checked and stored; the write schema refuses unknown variables on their field.
 */
const templates = resource<TemplateMessage>({
  path: PATH,
  collection: db.templateMessages,
  area: "TEMPLATE_MESSAGE",
  entity: "template-message",
  operations: ["list", "show", "update"],
  labelField: "templateName",
  schemas: { update: templateMessageUpdate, write: templateMessageWrite, answer: templateMessage },
  forced: (ctx) => {
    const { user } = me(ctx);
    return { updatedBy: { userId: user.userId, name: user.name } };
  },
  prepare: (record) => sanitizeBodies(record),
});

/**
 * "Send a test to me" (TEMPLATE_MESSAGE update: testing belongs to editing, and a user who may only
 * read templates should not send mail). The form's unsaved texts are checked like a save, rendered
 * with the event's sample data and put in the demo outbox addressed to the signed-in user.
 */
const sendTest = route({
  method: "post",
  path: `${PATH}/:id/test`,
  area: "TEMPLATE_MESSAGE",
  action: "edit",
  summary:
    "Send a test of a template (or of its unsaved draft) to the signed-in user, rendered with the event's sample data (the demo puts it in its outbox)",
  body: templateTestRequest,
  response: templateTestSent,
  params: { id: { from: PATH, field: "templateId" } },
  errors: [404, 422],
  handler: (ctx) => {
    const { user } = me(ctx);
    const stored = recordOr404(
      db.templateMessages,
      ctx.params.id!,
      say("notifications:api.templateNotFound"),
    );
    const { language, draft } = ctx.data;
    const merged = sanitizeBodies({ ...stored, ...(draft ?? {}) });
    const template = parseOrThrow(templateMessageWrite, merged);
    const data = sampleDataOf(template.event);
    const lang = language === "en" ? "En" : "Id";
    const email = template.channel === "EMAIL";
    const heading = renderTemplate(
      email ? template[`subject${lang}`] : template[`title${lang}`],
      data,
    );
    const body = email
      ? textOfHtml(renderTemplate(template[`body${lang}`], data, { html: true }))
      : renderTemplate(template[`body${lang}`], data);
    const sentAt = nowIso();
    db.outbox.insert({
      mailId: db.outbox.newId(),
      to: user.email,
      subject: email ? `[Test] ${heading}` : `[Test push] ${heading}`,
      link: `/template-message/${stored.templateId}`,
      body,
      createdAt: sentAt,
    });
    return { to: user.email, channel: template.channel, language, subject: heading, sentAt };
  },
});

export const handlers = [...templates, sendTest];
