/**
 * Message templates (`/template-messages`): the e-mail and the push notification customers receive on
 * an event (forgot password, order paid, points added…). There is one template per event and channel;
 * templates are seeded, shown and edited, never created or deleted (spec 2.2).
 *
 * - E-mail: a subject and an HTML body (sanitised to the rich-text policy before it is stored), in
 *   Indonesian and English.
 * - Push: a title (at most 65 characters) and a plain-text body (at most 240), in both languages.
 * - Every text may use the `{{variables}}` its event offers (./template-variables.ts); an unknown one
 *   is refused on the field that holds it (422).
 */
import {
  fieldIssue,
  id,
  lastEditor,
  oneOf,
  optionalText,
  patchOf,
  requiredText,
  timestamp,
  timestamps,
  z,
  type TextKey,
} from "@/contract/common";
import {
  EMAIL_SUBJECT_MAX,
  findUnknownVariables,
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  TEMPLATE_CHANNELS,
  TEMPLATE_EVENTS,
  unknownVariablesMessage,
} from "./template-variables";

/** The most characters of any text of a template (an HTML e-mail body is the longest by far). */
const TEXT_MAX = 100_000;

/**
 * One text of a template. The other channel's texts are none (null): an e-mail has no push title,
 * a push notification no subject.
 */
const text = (label: TextKey, description: string) =>
  optionalText(label, TEXT_MAX).default(null).meta({ label, description });

/** The fields an edit may change. Which of them a template uses depends on its channel. */
export const templateMessageFields = z.object({
  templateName: requiredText("notifications:templates.fields.templateName", 100).meta({
    label: "notifications:templates.fields.templateName",
    description: "What staff call the template.",
  }),
  subjectId: text(
    "notifications:templates.fields.subjectId",
    "E-mail only: the Indonesian subject.",
  ),
  subjectEn: text("notifications:templates.fields.subjectEn", "E-mail only: the English subject."),
  titleId: text(
    "notifications:templates.fields.titleId",
    "Push only: the Indonesian title (at most 65 characters).",
  ),
  titleEn: text(
    "notifications:templates.fields.titleEn",
    "Push only: the English title (at most 65 characters).",
  ),
  bodyId: text(
    "notifications:templates.fields.bodyId",
    "The Indonesian body: sanitised HTML for e-mail, plain text (at most 240 characters) for push.",
  ),
  bodyEn: text(
    "notifications:templates.fields.bodyEn",
    "The English body: sanitised HTML for e-mail, plain text (at most 240 characters) for push.",
  ),
});

const fixedFields = {
  event: oneOf("notifications:templates.fields.event", TEMPLATE_EVENTS).meta({
    label: "notifications:templates.fields.event",
    description: "When the message is sent; it decides the variables the texts may use.",
  }),
  channel: oneOf("notifications:templates.fields.channel", TEMPLATE_CHANNELS),
};

type Texts = z.infer<typeof templateMessageFields> & {
  event: (typeof TEMPLATE_EVENTS)[number];
  channel: (typeof TEMPLATE_CHANNELS)[number];
};

const LABELS = {
  subjectId: "notifications:templates.fields.subjectId",
  subjectEn: "notifications:templates.fields.subjectEn",
  titleId: "notifications:templates.fields.titleId",
  titleEn: "notifications:templates.fields.titleEn",
  bodyId: "notifications:templates.fields.bodyId",
  bodyEn: "notifications:templates.fields.bodyEn",
} as const satisfies Record<string, TextKey>;
type TextField = keyof typeof LABELS;

/** Whether an HTML body says something: text, or an image (the rich-text editor's own rule). */
const hasText = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim() !== "";

/** The channel's rules: required texts, push lengths, and only the event's variables. */
function templateRules(record: Texts, ctx: z.RefinementCtx) {
  const email = record.channel === "EMAIL";
  const fields: TextField[] = email
    ? ["subjectId", "subjectEn", "bodyId", "bodyEn"]
    : ["titleId", "titleEn", "bodyId", "bodyEn"];
  const max: Partial<Record<TextField, number>> = email
    ? { subjectId: EMAIL_SUBJECT_MAX, subjectEn: EMAIL_SUBJECT_MAX }
    : {
        titleId: PUSH_TITLE_MAX,
        titleEn: PUSH_TITLE_MAX,
        bodyId: PUSH_BODY_MAX,
        bodyEn: PUSH_BODY_MAX,
      };
  for (const field of fields) {
    const value = record[field] ?? "";
    const limit = max[field];
    const unknown = findUnknownVariables(value, record.event);
    if (email && field.startsWith("body") ? !hasText(value) : value === "")
      fieldIssue(ctx, field, "validation.required", { field: LABELS[field] });
    else if (limit !== undefined && value.length > limit)
      fieldIssue(ctx, field, "validation.maxLength", { field: LABELS[field], max: limit });
    else if (unknown.length)
      ctx.addIssue({ code: "custom", path: [field], message: unknownVariablesMessage(unknown) });
  }
}

export const templateMessageUpdate = patchOf(templateMessageFields).meta({
  id: "TemplateMessageUpdate",
});

/** What the server checks and stores after merging a PATCH into the record. */
export const templateMessageWrite = templateMessageFields
  .extend({ ...fixedFields, updatedBy: lastEditor.nullable().optional() })
  .superRefine(templateRules);

export const templateMessage = templateMessageFields
  .extend({
    templateId: id(),
    ...fixedFields,
    updatedBy: lastEditor.nullable(),
    ...timestamps,
  })
  .meta({ id: "TemplateMessage" });

/**
 * "Send a test to me": the language to send and, optionally, the unsaved texts of the form (checked
 * like a save); without them the stored template is sent.
 */
export const templateTestRequest = z
  .object({
    language: oneOf("notifications:templates.fields.language", ["id", "en"] as const).default("id"),
    draft: patchOf(templateMessageFields)
      .optional()
      .meta({ description: "The form's unsaved texts; the stored ones fill what is left out." }),
  })
  .meta({ id: "TemplateTestRequest" });

export const templateTestSent = z
  .object({
    to: z.string().meta({ description: "The signed-in user's e-mail address." }),
    channel: oneOf("notifications:templates.fields.channel", TEMPLATE_CHANNELS),
    language: oneOf("notifications:templates.fields.language", ["id", "en"] as const),
    subject: z.string().meta({ description: "The rendered subject (e-mail) or title (push)." }),
    sentAt: timestamp(),
  })
  .meta({ id: "TemplateTestSent" });

export type TemplateMessage = z.infer<typeof templateMessage>;
export type TemplateMessageFormValues = z.input<typeof templateMessageFields>;
export type TemplateTestRequest = z.input<typeof templateTestRequest>;
export type TemplateTestSent = z.infer<typeof templateTestSent>;
