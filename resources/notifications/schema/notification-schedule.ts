/**
 * Notification schedules (`/notification-schedule`): a message (a template or its own content) to an
 * audience, sent once or by a repeating rule. A repeating rule is stored as a five-field cron
 * expression plus its time zone (WIB, WITA or WIT); the pure rules are in ./schedule-rules.
 */
import { NOTIFICATION_CHANNELS } from "./audience-rules";
import { audience, audienceFields, contentRules } from "./customer-notification";
import {
  count,
  fieldIssue,
  flag,
  id,
  message,
  oneOf,
  patchOf,
  requiredMessage,
  requiredText,
  timestamp,
  timestamps,
  z,
  type TextKey,
} from "@/contract/common";
import {
  DATE_PATTERN,
  DEFAULT_TIME_ZONE,
  SCHEDULE_KINDS,
  SCHEDULE_TIME_ZONES,
  cronToRule,
  isValidCron,
  type ScheduleKind,
} from "./schedule-rules";

export const SCHEDULE_STATUSES = ["SCHEDULED", "FINISHED", "PAUSED"] as const;

const date = (label: TextKey) =>
  z
    .union([
      z
        .string()
        .regex(DATE_PATTERN, message("notifications:schedules.validation.date", { field: label })),
      z.null(),
    ])
    .default(null);

export const scheduleFields = z.object({
  name: requiredText("notifications:fields.name", 100),
  channel: oneOf("notifications:fields.channel", NOTIFICATION_CHANNELS),
  templateId: z.union([z.string().trim(), z.null()]).default(null).meta({
    label: "notifications:fields.template",
    description: "The message template it sends, or null for its own title and message.",
  }),
  title: z
    .string({ error: () => requiredMessage("notifications:fields.title") })
    .trim()
    .default("")
    .meta({ label: "notifications:fields.title" }),
  message: z
    .string({ error: () => requiredMessage("notifications:fields.message") })
    .default("")
    .meta({ label: "notifications:fields.message" }),
  audience,
  kind: oneOf("notifications:fields.kind", SCHEDULE_KINDS),
  sendAt: z
    .union([timestamp(), z.null()])
    .default(null)
    .meta({ label: "notifications:fields.sendAt", description: "ONCE: when it is sent." }),
  cron: z.union([z.string().trim(), z.null()]).default(null).meta({
    label: "notifications:fields.rule",
    description:
      "DAILY, WEEKLY, MONTHLY: `minute hour day-of-month month day-of-week` in `timeZone` (`0 9 * * 1,4`: Mondays and Thursdays at 09:00; `L`: the last day of the month).",
  }),
  timeZone: oneOf("notifications:fields.timeZone", SCHEDULE_TIME_ZONES)
    .default(DEFAULT_TIME_ZONE)
    .meta({
      description:
        "The schedule's clock: `cron`'s time and days, `startDate` and `endDate` are read in it, and the console shows `sendAt` in it. Asia/Jakarta (WIB, UTC+7), Asia/Makassar (WITA, UTC+8) or Asia/Jayapura (WIT, UTC+9).",
    }),
  startDate: date("notifications:fields.startDate").meta({
    label: "notifications:fields.startDate",
    description: "Repeating: the first day, in the time zone.",
  }),
  endDate: date("notifications:fields.endDate").meta({
    label: "notifications:fields.endDate",
    description: "Repeating: the last day (inclusive), or null.",
  }),
  isActive: flag("notifications:fields.isActive").default(true),
});

type ScheduleWriteValues = z.output<typeof scheduleFields>;

/** The message of a cron that does not say what its kind says (static keys, one per kind). */
function notOfKind(kind: Exclude<ScheduleKind, "ONCE">): TextKey {
  switch (kind) {
    case "DAILY":
      return "notifications:schedules.validation.notDaily";
    case "WEEKLY":
      return "notifications:schedules.validation.notWeekly";
    case "MONTHLY":
      return "notifications:schedules.validation.notMonthly";
  }
}

/** The rules across fields: the content within its channel's limits and a "when" that fits its kind. */
function scheduleRules(value: ScheduleWriteValues, ctx: z.RefinementCtx) {
  contentRules(value, ctx);
  if (value.kind === "ONCE") {
    if (!value.sendAt)
      fieldIssue(ctx, "sendAt", "validation.required", { field: "notifications:fields.sendAt" });
    return;
  }
  if (!value.cron) {
    fieldIssue(ctx, "cron", "notifications:schedules.validation.cronRequired");
    return;
  }
  const rule = isValidCron(value.cron) ? cronToRule(value.cron) : undefined;
  // A weekly rule without its days reads as a daily one: say what is missing.
  if (value.kind === "WEEKLY" && rule?.kind === "DAILY")
    fieldIssue(ctx, "cron", "notifications:schedules.validation.weekdays");
  else if (rule?.kind !== value.kind) fieldIssue(ctx, "cron", notOfKind(value.kind));
  if (!value.startDate)
    fieldIssue(ctx, "startDate", "validation.required", {
      field: "notifications:fields.startDate",
    });
  if (value.startDate && value.endDate && value.endDate < value.startDate)
    fieldIssue(ctx, "endDate", "notifications:schedules.validation.endBeforeStart");
}

export const scheduleWrite = scheduleFields.superRefine(scheduleRules);
export const scheduleCreate = scheduleFields
  .superRefine(scheduleRules)
  .meta({ id: "NotificationScheduleCreate" });
export const scheduleUpdate = patchOf(scheduleFields).meta({ id: "NotificationScheduleUpdate" });

export const scheduleRun = z
  .object({
    runAt: timestamp(),
    recipientCount: count("Active customers of the audience at that send."),
    deliveredCount: count("Of them, those whose device or mailbox accepted it."),
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
