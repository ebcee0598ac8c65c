/**
 * What customer notifications and notification schedules share, without zod (the send and schedule
 * forms import it): the channels, the kinds of audience and the length limits of each channel.
 */

import {
  EMAIL_SUBJECT_MAX,
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  TEMPLATE_CHANNELS,
} from "./template-variables";

/** The two channels: the message templates' (a notification may be written from a template of its channel). */
export const NOTIFICATION_CHANNELS = TEMPLATE_CHANNELS;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The list tabs of the schedules (`?tab=`), as spec 2.2 names them. */
export const CHANNEL_TABS = { email: "EMAIL", push_notification: "PUSH_NOTIFICATION" } as const;

/**
 * Who receives it: every active customer, the members of one tier of a loyalty programme, the
 * customers who bought at one store, or customers chosen one by one.
 */
export const AUDIENCE_TYPES = ["ALL", "TIER", "STORE", "CHOSEN"] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

/** Title (push) or subject (e-mail), and message, per channel. */
export const TITLE_MAX = { PUSH_NOTIFICATION: PUSH_TITLE_MAX, EMAIL: EMAIL_SUBJECT_MAX } as const;
export const MESSAGE_MAX = { PUSH_NOTIFICATION: PUSH_BODY_MAX, EMAIL: 5000 } as const;

/** At most this many customers may be chosen one by one. */
export const CHOSEN_MAX = 500;

/** A message template's texts as a notification uses them. */
export interface TemplateTexts {
  channel: string;
  subjectId?: string | null;
  titleId?: string | null;
  bodyId?: string | null;
}

/** The title and message a template gives a notification: its Indonesian texts (the customers' language). */
export function templateTexts(template: TemplateTexts): { title: string; message: string } {
  const email = template.channel === "EMAIL";
  return {
    title: String((email ? template.subjectId : template.titleId) ?? ""),
    message: String(template.bodyId ?? ""),
  };
}
