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
import { id, oneOf, timestamp, timestamps, z } from "@/contract/common";
import {
  CUSTOMER_VARIABLES,
  findUnknownVariables,
  unknownVariablesMessage,
} from "./template-variables";

const nullableId = (description: string) =>
  z.union([z.string().trim(), z.null()]).default(null).meta({ description });

/** Who receives a notification; the fields its kind needs are required (`audience.tierId`...). */
export const audienceFields = z.object({
  type: oneOf("Audience", AUDIENCE_TYPES),
  loyaltyId: nullableId("TIER: the loyalty programme."),
  tierId: nullableId("TIER: the tier of that programme."),
  storeId: nullableId("STORE: customers who bought at this store."),
  userIds: z
    .array(id(), { error: () => "Customers must be a list of user ids." })
    .max(CHOSEN_MAX, `Choose at most ${CHOSEN_MAX} customers.`)
    .default([])
    .meta({ description: "CHOSEN: the customers, one by one." }),
});

export const audience = audienceFields
  .superRefine((value, ctx) => {
    const need = (field: "loyaltyId" | "tierId" | "storeId", label: string) => {
      if (!value[field])
        ctx.addIssue({ code: "custom", path: [field], message: `${label} is required.` });
    };
    if (value.type === "TIER") {
      need("loyaltyId", "Loyalty programme");
      need("tierId", "Tier");
    }
    if (value.type === "STORE") need("storeId", "Store");
    if (value.type === "CHOSEN" && value.userIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["userIds"], message: "Choose at least one customer." });
  })
  .meta({ id: "Audience" });

/** Title and message within the channel's limits (the push limits are a phone's). */
export function checkContent(
  value: { channel: (typeof NOTIFICATION_CHANNELS)[number]; title: string; message: string },
  ctx: z.core.$RefinementCtx,
) {
  const titleMax = TITLE_MAX[value.channel];
  const messageMax = MESSAGE_MAX[value.channel];
  const titleLabel = value.channel === "EMAIL" ? "Subject" : "Title";
  if (!value.title.trim())
    ctx.addIssue({ code: "custom", path: ["title"], message: `${titleLabel} is required.` });
  else if (value.title.length > titleMax)
    ctx.addIssue({
      code: "custom",
      path: ["title"],
      message: `${titleLabel} is at most ${titleMax} characters.`,
    });
  if (!value.message.replace(/<[^>]*>/g, "").trim())
    ctx.addIssue({ code: "custom", path: ["message"], message: "Message is required." });
  else if (value.message.length > messageMax)
    ctx.addIssue({
      code: "custom",
      path: ["message"],
      message: `Message is at most ${messageMax} characters.`,
    });
  // Own content is sent to many customers: it may address the customer, nothing else.
  for (const field of ["title", "message"] as const) {
    const unknown = findUnknownVariables(value[field], CUSTOMER_VARIABLES);
    if (unknown.length)
      ctx.addIssue({ code: "custom", path: [field], message: unknownVariablesMessage(unknown) });
  }
}

const contentFields = {
  channel: oneOf("Channel", NOTIFICATION_CHANNELS),
  templateId: nullableId("The message template it was written from, if any."),
  title: z
    .string({ error: () => "Title is required." })
    .trim()
    .default(""),
  message: z.string({ error: () => "Message is required." }).default(""),
};

/** POST /notifications: send now. */
export const notificationSend = z
  .object({ ...contentFields, audience })
  .superRefine(checkContent)
  .meta({ id: "CustomerNotificationSend" });

export const audienceCountRequest = z.object({ audience }).meta({ id: "AudienceCountRequest" });
export const audienceCount = z
  .object({
    count: z.number().int().min(0).meta({ description: "Active customers the audience reaches." }),
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
    recipientCount: z.number().int().min(0),
    receivedCount: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Delivered: a device (push) or a mailbox (e-mail) accepted it." }),
    openedCount: z.number().int().min(0),
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
