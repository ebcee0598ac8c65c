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
import { id, oneOf, patchOf, requiredText, timestamp, timestamps, z } from "@/contract/common";
import { lastEditor } from "@/contract/common";
import {
  EMAIL_SUBJECT_MAX,
  findUnknownVariables,
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  TEMPLATE_CHANNELS,
  TEMPLATE_EVENTS,
  unknownVariablesMessage,
} from "./template-variables";

const text = (description: string) =>
  z
    .string({ error: () => `${description} must be text.` })
    .trim()
    .max(100_000, `${description} is at most 100,000 characters.`)
    .meta({ description });

/** The fields an edit may change. Which of them a template uses depends on its channel. */
export const templateMessageFields = z.object({
  templateName: requiredText("Name", 100).meta({
    description: "What staff call the template.",
  }),
  subjectId: text("E-mail only: the Indonesian subject.").default(""),
  subjectEn: text("E-mail only: the English subject.").default(""),
  titleId: text("Push only: the Indonesian title (at most 65 characters).").default(""),
  titleEn: text("Push only: the English title (at most 65 characters).").default(""),
  bodyId: text(
    "The Indonesian body: sanitised HTML for e-mail, plain text (at most 240 characters) for push.",
  ).default(""),
  bodyEn: text(
    "The English body: sanitised HTML for e-mail, plain text (at most 240 characters) for push.",
  ).default(""),
});

const fixedFields = {
  event: oneOf("Event", TEMPLATE_EVENTS).meta({
    description: "When the message is sent; it decides the variables the texts may use.",
  }),
  channel: oneOf("Channel", TEMPLATE_CHANNELS),
};

type Texts = z.infer<typeof templateMessageFields> & {
  event: (typeof TEMPLATE_EVENTS)[number];
  channel: (typeof TEMPLATE_CHANNELS)[number];
};

const LABELS = {
  subjectId: "Indonesian subject",
  subjectEn: "English subject",
  titleId: "Indonesian title",
  titleEn: "English title",
  bodyId: "Indonesian body",
  bodyEn: "English body",
} as const;
type TextField = keyof typeof LABELS;

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
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
    const value = record[field];
    const limit = max[field];
    const problem = (email && field.startsWith("body") ? !hasText(value) : value === "")
      ? `${LABELS[field]} is required.`
      : limit !== undefined && value.length > limit
        ? `${LABELS[field]} is at most ${limit} characters.`
        : findUnknownVariables(value, record.event).length
          ? unknownVariablesMessage(findUnknownVariables(value, record.event))
          : undefined;
    if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
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
    language: oneOf("Language", ["id", "en"] as const).default("id"),
    draft: patchOf(templateMessageFields)
      .optional()
      .meta({ description: "The form's unsaved texts; the stored ones fill what is left out." }),
  })
  .meta({ id: "TemplateTestRequest" });

export const templateTestSent = z
  .object({
    to: z.string().meta({ description: "The signed-in user's e-mail address." }),
    channel: oneOf("Channel", TEMPLATE_CHANNELS),
    language: oneOf("Language", ["id", "en"] as const),
    subject: z.string().meta({ description: "The rendered subject (e-mail) or title (push)." }),
    sentAt: timestamp(),
  })
  .meta({ id: "TemplateTestSent" });

export type TemplateMessage = z.infer<typeof templateMessage>;
export type TemplateMessageFormValues = z.input<typeof templateMessageFields>;
export type TemplateTestRequest = z.input<typeof templateTestRequest>;
export type TemplateTestSent = z.infer<typeof templateTestSent>;
