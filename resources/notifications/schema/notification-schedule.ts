/**
 * Notification schedules (`/notification-schedule`): a message (a template or its own content) to an
 * audience, sent once or by a repeating rule. A repeating rule is stored as a five-field cron
 * expression plus its time zone (always Asia/Jakarta); the pure rules are in ./schedule-rules.
 */
import { NOTIFICATION_CHANNELS } from "./audience-rules";
import { audience, audienceFields, checkContent } from "./customer-notification";
import {
  flag,
  id,
  oneOf,
  patchOf,
  requiredText,
  timestamp,
  timestamps,
  z,
} from "@/contract/common";
import {
  DATE_PATTERN,
  SCHEDULE_KINDS,
  SCHEDULE_TIME_ZONE,
  cronToRule,
  isValidCron,
} from "./schedule-rules";

export const SCHEDULE_STATUSES = ["SCHEDULED", "FINISHED", "PAUSED"] as const;

const date = (label: string) =>
  z
    .union([z.string().regex(DATE_PATTERN, `${label} is a date (YYYY-MM-DD).`), z.null()])
    .default(null);

export const scheduleFields = z.object({
  name: requiredText("Name", 100),
  channel: oneOf("Channel", NOTIFICATION_CHANNELS),
  templateId: z
    .union([z.string().trim(), z.null()])
    .default(null)
    .meta({ description: "The message template it sends, or null for its own title and message." }),
  title: z
    .string({ error: () => "Title is required." })
    .trim()
    .default(""),
  message: z.string({ error: () => "Message is required." }).default(""),
  audience,
  kind: oneOf("Repeat", SCHEDULE_KINDS),
  sendAt: z
    .union([timestamp(), z.null()])
    .default(null)
    .meta({ description: "ONCE: when it is sent." }),
  cron: z.union([z.string().trim(), z.null()]).default(null).meta({
    description:
      "DAILY, WEEKLY, MONTHLY: `minute hour day-of-month month day-of-week` in `timeZone` (`0 9 * * 1,4`: Mondays and Thursdays at 09:00; `L`: the last day of the month).",
  }),
  timeZone: z.literal(SCHEDULE_TIME_ZONE).default(SCHEDULE_TIME_ZONE),
  startDate: date("Start date").meta({
    description: "Repeating: the first day, in the time zone.",
  }),
  endDate: date("End date").meta({ description: "Repeating: the last day (inclusive), or null." }),
  isActive: flag("Active").default(true),
});

type ScheduleWriteValues = z.output<typeof scheduleFields>;

/** The rules across fields: the content within its channel's limits and a "when" that fits its kind. */
function scheduleRules(value: ScheduleWriteValues, ctx: z.core.$RefinementCtx) {
  if (!value.templateId) checkContent(value, ctx);
  if (value.kind === "ONCE") {
    if (!value.sendAt)
      ctx.addIssue({ code: "custom", path: ["sendAt"], message: "Send time is required." });
    return;
  }
  if (!value.cron) {
    ctx.addIssue({ code: "custom", path: ["cron"], message: "The repeating rule is required." });
    return;
  }
  if (!isValidCron(value.cron) || cronToRule(value.cron)?.kind !== value.kind)
    ctx.addIssue({
      code: "custom",
      path: ["cron"],
      message: `The rule is not a ${value.kind.toLowerCase()} cron expression.`,
    });
  if (!value.startDate)
    ctx.addIssue({ code: "custom", path: ["startDate"], message: "Start date is required." });
  if (value.startDate && value.endDate && value.endDate < value.startDate)
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: "The end date cannot be before the start date.",
    });
}

export const scheduleWrite = scheduleFields.superRefine(scheduleRules);
export const scheduleCreate = scheduleFields
  .superRefine(scheduleRules)
  .meta({ id: "NotificationScheduleCreate" });
export const scheduleUpdate = patchOf(scheduleFields).meta({ id: "NotificationScheduleUpdate" });

export const scheduleRun = z
  .object({
    runAt: timestamp(),
    recipientCount: z.number().int().min(0),
    deliveredCount: z.number().int().min(0),
    notificationId: z.union([id(), z.null()]).meta({ description: "The notification it sent." }),
  })
  .meta({ id: "NotificationScheduleRun" });

export const notificationSchedule = scheduleFields
  .extend({
    audience: audienceFields,
    scheduleId: id(),
    status: z.enum(SCHEDULE_STATUSES).meta({
      description:
        "SCHEDULED: active with a send time ahead; PAUSED: inactive; FINISHED: no send time left.",
    }),
    nextRunAt: z.union([timestamp(), z.null()]),
    runs: z.array(scheduleRun).meta({ description: "The sends so far, newest first." }),
    ...timestamps,
  })
  .meta({ id: "NotificationSchedule" });

export type NotificationSchedule = z.infer<typeof notificationSchedule>;
export type ScheduleRun = z.infer<typeof scheduleRun>;
export type ScheduleFormValues = z.input<typeof scheduleCreate>;
