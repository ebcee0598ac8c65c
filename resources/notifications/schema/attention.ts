/**
 * What the notification lists ask staff to look at (`attention=<kind>`, the dashboard's "Needs
 * attention" counts): the kinds, their words and the rules deciding which records they are. Zod-free:
 * the lists, the demo API and the tests share it.
 */
import { nextSendTimes, type ScheduleWhen } from "./schedule-rules";

/** Sends that reached nobody (`/notification?attention=failed`). */
export const NOTIFICATION_ATTENTION = ["failed"] as const;
export type NotificationAttention = (typeof NOTIFICATION_ATTENTION)[number];

/** Active schedules going out within the next 24 hours (`/notification-schedule?attention=dueSoon`). */
export const SCHEDULE_ATTENTION = ["dueSoon"] as const;
export type ScheduleAttention = (typeof SCHEDULE_ATTENTION)[number];

/** Each kind's words, locale keys of the notifications namespace (a literal map: no key built from a value). */
export const ATTENTION_TEXTS = {
  failed: "notifications:attention.failed",
  dueSoon: "notifications:attention.dueSoon",
} as const satisfies Record<NotificationAttention | ScheduleAttention, string>;

/**
 * A send failed when not one of its recipients received it (no device or mailbox accepted it): staff
 * resend it. Part of an audience always goes unreached (customers without the app or with a dead
 * mailbox, the 5–14 % every send has), so a partial delivery is not a failure. A send whose audience
 * was empty had nobody to reach and did not fail either.
 */
export const sendFailed = (send: { recipientCount: number; receivedCount: number }) =>
  send.recipientCount > 0 && send.receivedCount === 0;

/** How far ahead a schedule counts as going out soon. */
export const DUE_SOON_MS = 24 * 60 * 60 * 1000;

/**
 * An active schedule whose next send is after `now` and at most 24 hours later (exactly 24 hours
 * counts). A paused or finished schedule, or one whose next send is further away, is not.
 */
export function scheduleDueSoon(
  schedule: ScheduleWhen & { isActive: boolean },
  now: number,
): boolean {
  if (!schedule.isActive) return false;
  const [next] = nextSendTimes(schedule, now, 1);
  return next !== undefined && Date.parse(next) <= now + DUE_SOON_MS;
}
