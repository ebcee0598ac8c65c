import { db } from "../db";
import { resource } from "../lib/crud";
import { oneOf, requireFields } from "../lib/validate";

const notificationSchedules = resource({
  path: "/notification-schedules",
  entity: "notification-schedule",
  collection: db.notificationSchedules,
  area: "NOTIFICATION_SCHEDULE",
  defaults: () => ({
    status: "SCHEDULED",
    repeat: "NONE",
    target: "ALL_CUSTOMERS",
    segment: null,
    sentAt: null,
  }),
  validate: (record, existing) => {
    const errors = requireFields(record, {
      title: "Title",
      message: "Message",
      channel: "Channel",
      scheduledAt: "Schedule time",
    });
    oneOf(record.channel, ["email", "push_notification"], "channel", errors);
    oneOf(record.status, ["SCHEDULED", "SENT", "CANCELLED"], "status", errors);
    oneOf(record.repeat, ["NONE", "DAILY", "WEEKLY", "MONTHLY"], "repeat", errors);
    if (
      record.scheduledAt &&
      (!existing || existing.scheduledAt !== record.scheduledAt) &&
      Date.parse(record.scheduledAt) < Date.now()
    )
      errors.scheduledAt = "The schedule time must be in the future.";
    if (existing?.status === "SENT" && record.status !== "SENT")
      errors.status = "A sent schedule cannot change.";
    return errors;
  },
});

// --- users ---------------------------------------------------------------------------------------

export const handlers = [...notificationSchedules];
