/**
 * Notifications sent to customers (`/notification`: "All notifications"), their audiences and the
 * send request. Not the staff's own header bell (./notification.ts).
 */
import {
  AUDIENCE_TYPES,
  CHOSEN_MAX,
  MESSAGE_MAX,
  NOTIFICATION_CHANNELS,
  TITLE_MAX,
} from "./audience-rules";
import {
  count,
  fieldIssue,
  id,
  message,
  oneOf,
  requiredMessage,
  timestamp,
  timestamps,
  z,
  type TextKey,
} from "@/contract/common";
import { CUSTOMER_VARIABLES, findUnknownVariables, variableToken } from "./template-variables";

/** A reference the audience's kind may need (null when it does not). */
const nullableId = (label: TextKey, description: string) =>
  z.union([z.string().trim(), z.null()]).default(null).meta({ label, description });

/** Who receives a notification; the fields its kind needs are required (`audience.tierId`...). */
export const audienceFields = z.object({
  type: oneOf("notifications:fields.audience", AUDIENCE_TYPES),
  loyaltyId: nullableId("notifications:fields.programme", "TIER: the loyalty programme."),
  tierId: nullableId("notifications:fields.tier", "TIER: the tier of that programme."),
  storeId: nullableId("notifications:fields.store", "STORE: customers who bought at this store."),
  userIds: z
    .array(id(), {
      error: () => message("notifications:validation.customersList"),
    })
    // CHOSEN_MAX: a send to more customers than this picks an audience (a tier, a store), not names.
    .max(CHOSEN_MAX, message("notifications:validation.customersMax", { max: CHOSEN_MAX }))
    .default([])
    .meta({
      label: "notifications:fields.customers",
      description: `CHOSEN: the customers, one by one (at most ${CHOSEN_MAX}).`,
    }),
});

type AudienceValues = z.output<typeof audienceFields>;

/** The fields the audience's kind needs. */
function audienceRules(value: AudienceValues, ctx: z.RefinementCtx) {
  const need = (field: "loyaltyId" | "tierId" | "storeId", label: TextKey) => {
    if (!value[field]) fieldIssue(ctx, field, "validation.required", { field: label });
  };
  if (value.type === "TIER") {
    need("loyaltyId", "notifications:fields.programme");
    need("tierId", "notifications:fields.tier");
  }
  if (value.type === "STORE") need("storeId", "notifications:fields.store");
  if (value.type === "CHOSEN" && value.userIds.length === 0)
    fieldIssue(ctx, "userIds", "notifications:validation.customers");
}

export const audience = audienceFields.superRefine(audienceRules).meta({ id: "Audience" });

/** The label of the title: an e-mail's is its subject. */
const titleLabel = (channel: string): TextKey =>
  channel === "EMAIL" ? "notifications:fields.subject" : "notifications:fields.title";

/**
 * Title and message written for the send (not a template's): present, within the channel's limits
 * (the push limits are a phone's), and addressing only the customer (own content goes to many
 * customers, and no event fills anything else).
 */
export function checkContent(
  value: { channel: (typeof NOTIFICATION_CHANNELS)[number]; title: string; message: string },
  ctx: z.RefinementCtx,
) {
  const titleMax = TITLE_MAX[value.channel];
  const messageMax = MESSAGE_MAX[value.channel];
  const title = titleLabel(value.channel);
  const messageLabel = "notifications:fields.message";
  if (!value.title.trim()) fieldIssue(ctx, "title", "validation.required", { field: title });
  else if (value.title.length > titleMax)
    fieldIssue(ctx, "title", "validation.maxLength", { field: title, max: titleMax });
  if (!value.message.replace(/<[^>]*>/g, "").trim())
    fieldIssue(ctx, "message", "validation.required", { field: messageLabel });
  else if (value.message.length > messageMax)
    fieldIssue(ctx, "message", "validation.maxLength", { field: messageLabel, max: messageMax });
  for (const field of ["title", "message"] as const) {
    const unknown = findUnknownVariables(value[field], CUSTOMER_VARIABLES);
    if (unknown.length)
      fieldIssue(ctx, field, "notifications:validation.unknownVariables", {
        names: unknown.map(variableToken).join(", "),
      });
  }
}

const contentFields = {
  channel: oneOf("notifications:fields.channel", NOTIFICATION_CHANNELS),
  templateId: nullableId(
    "notifications:fields.template",
    "The message template it was written from, if any: its Indonesian texts are sent.",
  ),
  title: z
    .string({ error: () => requiredMessage("notifications:fields.title") })
    .trim()
    .default("")
    .meta({
      label: "notifications:fields.title",
      description: `The push title (at most ${TITLE_MAX.PUSH_NOTIFICATION} characters) or the e-mail subject (at most ${TITLE_MAX.EMAIL}).`,
    }),
  message: z
    .string({ error: () => requiredMessage("notifications:fields.message") })
    .default("")
    .meta({
      label: "notifications:fields.message",
      description: `Plain text for push (at most ${MESSAGE_MAX.PUSH_NOTIFICATION} characters), HTML for e-mail (at most ${MESSAGE_MAX.EMAIL}).`,
    }),
};

type ContentValues = {
  channel: (typeof NOTIFICATION_CHANNELS)[number];
  templateId: string | null;
  title: string;
  message: string;
};

/** A template's texts replace the title and message: only content written for the send is checked. */
export const contentRules = (value: ContentValues, ctx: z.RefinementCtx) => {
  if (!value.templateId) checkContent(value, ctx);
};

/** POST /notifications: send now. */
export const notificationSend = z
  .object({ ...contentFields, audience })
  .superRefine(contentRules)
  .meta({ id: "CustomerNotificationSend" });

export const audienceCountRequest = z.object({ audience }).meta({ id: "AudienceCountRequest" });
export const audienceCount = z
  .object({
    count: count("Active customers the audience reaches."),
    label: z.string().meta({ description: "The audience in words (English)." }),
    name: z.string().meta({ description: "The tier and programme, or the store; else empty." }),
  })
  .meta({ id: "AudienceCount" });

export const sentBy = z.object({ userId: id(), name: z.string() });

/** A sent notification as the API answers it. */
export const customerNotification = z
  .object({
    notificationId: id(),
    ...contentFields,
    audience: audienceFields,
    audienceLabel: z.string().meta({ description: "The audience in words (English)." }),
    audienceName: z.string().meta({
      description:
        "The names in the audience, for a console to word it in its language: the tier and programme (`Gold · Optik Prima Rewards`), the store, or empty.",
    }),
    recipientCount: count("Active customers of the audience when it was sent."),
    receivedCount: count("Delivered: a device (push) or a mailbox (e-mail) accepted it."),
    openedCount: count("Recipients who opened it so far."),
    sentAt: timestamp(),
    sentBy,
    scheduleId: z
      .union([id(), z.null()])
      .meta({ description: "The notification schedule that sent it, if any." }),
    ...timestamps,
  })
  .meta({ id: "CustomerNotification" });

export type Audience = z.output<typeof audienceFields>;
export type CustomerNotification = z.infer<typeof customerNotification>;
export type NotificationSendValues = z.input<typeof notificationSend>;
export type AudienceCount = z.infer<typeof audienceCount>;
