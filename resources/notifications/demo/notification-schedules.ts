import { addBadge } from "@/mocks/handlers/sidebar";
/**
 * Notification schedules (`/notification-schedules`). The demo API is its own scheduler: whenever a
 * schedule is read, the sends that fell due since it last looked are made (each one a customer
 * notification of `/notifications`, to the audience as it is at that moment) and kept as its runs.
 */
import {
  notificationSchedule,
  scheduleCreate,
  scheduleUpdate,
  scheduleWrite,
  type NotificationSchedule,
} from "../schema/notification-schedule";
import { templateTexts, type TemplateTexts } from "../schema/audience-rules";
import { nextSendTimes, sendTimesBetween, type ScheduleWhen } from "../schema/schedule-rules";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { audienceErrors } from "./audience";
import type { StoredSchedule } from "./notification-schedules.seed";
import { audienceCountRoute, recordSend, templateErrors } from "./notifications";
import { say } from "@/mocks/lib/readers";
import { z } from "@/contract/common";
import { SCHEDULE_ATTENTION, scheduleDueSoon } from "../schema/attention";

/** At most this many overdue sends are made at once (a schedule left unread for a long time). */
const CATCH_UP_MAX = 20;

const whenOf = (row: StoredSchedule): ScheduleWhen => ({
  kind: row.kind,
  sendAt: row.sendAt,
  cron: row.cron,
  timeZone: row.timeZone,
  startDate: row.startDate,
  endDate: row.endDate,
});

/** Makes the sends that fell due since the schedule was last looked at. */
function catchUp(row: StoredSchedule): StoredSchedule {
  const now = Date.now();
  const from = Date.parse(row.checkedAt ?? row.createdAt);
  if (!row.isActive) return row;
  const due = sendTimesBetween(whenOf(row), from, now, CATCH_UP_MAX);
  if (!due.length) return row;
  const template = row.templateId ? db.templateMessages.get(row.templateId) : undefined;
  const texts = template ? templateTexts(template as TemplateTexts) : row;
  const runs = due.map((at) => {
    const sent = recordSend({
      channel: row.channel,
      audience: row.audience,
      templateId: row.templateId,
      title: texts.title,
      message: texts.message,
      sentBy: { userId: row.scheduleId, name: row.name },
      scheduleId: row.scheduleId,
      at,
    });
    return {
      runAt: at,
      recipientCount: sent.recipientCount,
      deliveredCount: sent.receivedCount,
      notificationId: sent.notificationId,
    };
  });
  const updated = { ...row, runs: [...runs.reverse(), ...(row.runs ?? [])], checkedAt: nowIso() };
  db.notificationSchedules.replace(updated);
  return updated;
}

/** Its status and next send time, now. */
export function scheduleState(row: StoredSchedule) {
  const next = row.isActive ? (nextSendTimes(whenOf(row), Date.now(), 1)[0] ?? null) : null;
  const status: NotificationSchedule["status"] = !row.isActive
    ? "PAUSED"
    : next
      ? "SCHEDULED"
      : "FINISHED";
  return { status, nextRunAt: next };
}

/** The sidebar's badge: active schedules with a send ahead. */
export const scheduledCount = () =>
  db.notificationSchedules.filter((row) => scheduleState(row).status === "SCHEDULED").length;

const count = audienceCountRoute("/notification-schedules", "NOTIFICATION_SCHEDULE");

// The schedules that will still send.
addBadge("notification-schedule", () => scheduledCount());

export const handlers = resource<StoredSchedule>({
  path: "/notification-schedules",
  entity: "notification-schedule",
  collection: db.notificationSchedules,
  area: "NOTIFICATION_SCHEDULE",
  operations: ["list", "show", "create", "update", "delete"],
  labelField: "name",
  schemas: {
    create: scheduleCreate,
    update: scheduleUpdate,
    write: scheduleWrite,
    answer: notificationSchedule,
  },
  listFilters: {
    attention: z.enum(SCHEDULE_ATTENTION).optional().meta({
      description:
        "What needs looking at: `dueSoon` = active schedules whose next send (on the schedule's clock, within its start and end dates) is after now and at most 24 hours away.",
    }),
  },
  // Going out soon follows from the rule and the clock, not from a stored value: applied here (a
  // kind the list does not know matches nothing).
  scope: (row, ctx) => {
    const kind = ctx.query.get("attention");
    return kind === null || (kind === "dueSoon" && scheduleDueSoon(row, Date.now()));
  },
  // One "when" at a time: a single send has no rule, a rule has no single send time.
  prepare: (record) =>
    record.kind === "ONCE"
      ? { ...record, cron: null, startDate: null, endDate: null }
      : { ...record, sendAt: null },
  validate: (record, existing) => {
    const errors = {
      ...audienceErrors(record.audience),
      ...templateErrors(record.templateId, record.channel),
    };
    const changedSendAt = !existing || existing.sendAt !== record.sendAt;
    if (
      record.kind === "ONCE" &&
      record.sendAt &&
      changedSendAt &&
      Date.parse(record.sendAt) <= Date.now()
    )
      errors.sendAt = say("notifications:api.sendAtPast");
    return errors;
  },
  // A new or changed schedule counts its sends from now (an edit never sends what it missed).
  afterWrite: (record) => {
    db.notificationSchedules.update(record.scheduleId, {
      checkedAt: nowIso(),
      runs: record.runs ?? [],
    });
  },
  present: (stored) => {
    // When the scheduler last looked is its own business.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { checkedAt, ...row } = catchUp(stored);
    return { ...row, runs: row.runs ?? [], ...scheduleState(stored) };
  },
  extra: [count],
});
